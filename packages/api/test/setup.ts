import { afterEach } from 'vitest';
import { cloudfrontMock, ddb, s3mock, sesMock } from './mocks.ts';

afterEach(() => {
  ddb.reset();
  s3mock.reset();
  cloudfrontMock.reset();
  sesMock.reset();
});
