import { afterEach } from 'vitest';
import { ddb, s3mock } from './mocks.ts';

afterEach(() => {
  ddb.reset();
  s3mock.reset();
});
