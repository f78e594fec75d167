import { afterEach } from 'vitest';
import { cloudfrontMock, ddb, s3mock } from './mocks.ts';

afterEach(() => {
  ddb.reset();
  s3mock.reset();
  cloudfrontMock.reset();
});
