import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
export const webRoot = join(repoRoot, 'packages', 'web');
export const localDataDir = join(repoRoot, '.local');
