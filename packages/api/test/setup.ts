import { afterAll, afterEach } from 'vitest';
import { cloudfrontMock, ddb, s3mock, sesMock } from './mocks.ts';

afterEach(() => {
  ddb.reset();
  s3mock.reset();
  cloudfrontMock.reset();
  sesMock.reset();
});

/**
 * Each file leaves the environment as it found it: most files share one process and module graph
 * (vitest.config.ts), so a variable one file sets (a queue's URL) would otherwise be set for every
 * file after it, and for the processes they spawn.
 */
const found = { ...process.env };
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in found)) delete process.env[name];
  Object.assign(process.env, found);
});
