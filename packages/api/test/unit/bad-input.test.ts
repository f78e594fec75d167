import { vi } from 'vitest';
import { fuzzRoutes } from '../bad-input.ts';
import { EMPLOYER_ROUTES } from '../employer-routes.ts';

// Password hashing is not under test here; 1,000 scrypt runs would take minutes.
vi.mock('../../src/accounts/store/admins.ts', async (original) => ({
  ...(await original<typeof import('../../src/accounts/store/admins.ts')>()),
  verifyPassword: async () => false,
  decoyPasswordHash: async () => 'scrypt$1$1$1$x$y',
}));

// The employers' and moderation routes have a file of their own (bad-input-employers.test.ts).
fuzzRoutes((route) => !EMPLOYER_ROUTES.has(route.handler));
