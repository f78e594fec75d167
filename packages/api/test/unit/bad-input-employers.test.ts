import { vi } from 'vitest';
import { fuzzRoutes } from '../bad-input.ts';
import { EMPLOYER_ROUTES } from '../employer-routes.ts';

// Password hashing is not under test here (as in bad-input.test.ts).
vi.mock('../../src/accounts/store/admins.ts', async (original) => ({
  ...(await original<typeof import('../../src/accounts/store/admins.ts')>()),
  verifyPassword: async () => false,
  decoyPasswordHash: async () => 'scrypt$1$1$1$x$y',
}));

fuzzRoutes((route) => EMPLOYER_ROUTES.has(route.handler));
