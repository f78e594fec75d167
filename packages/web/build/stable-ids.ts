import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** @mantine/hooks' useId module, as Mantine's components import it. */
export const MANTINE_USE_ID = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** What the build loads in its place: ./mantine-use-id.ts, which says why. */
export const STABLE_USE_ID = `export { useId } from ${JSON.stringify(
  join(dirname(fileURLToPath(import.meta.url)), 'mantine-use-id.ts'),
)};\n`;

/**
 * Gives Mantine's components React's own ids instead of ids swapped for random ones after they
 * mount (./mantine-use-id.ts): on /profile, that swap re-rendered the whole of a later section in
 * the commit that put it on screen. Nobody sees an id, so nothing a visitor sees changes. The app
 * has one React root (src/main.tsx), so React's ids are unique in the page.
 */
export function stableIds(): Plugin {
  return {
    name: 'stable-ids',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id.split('?')[0] ?? '') ? STABLE_USE_ID : null;
    },
  };
}
