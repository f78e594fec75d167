import type { Plugin, Rollup } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the script eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Has V8 compile the chunks a first visit runs (the app's entry, what it imports, and the page
 * chunks fetched with it) while they stream in, on a background thread, rather than each function on its first call, on
 * the main thread. Nearly every function of the entry runs as the app starts (React, the router,
 * Mantine's core, the first screen), so lazy compilation only moved that work onto the main thread,
 * into the first render: on a job's page, about 900 functions compiled there, and 45 with the hint
 * (a DevTools trace with disabled-by-default-v8.compile). It costs no byte on the wire that matters.
 * The magic comment must come before the code it covers, so it is written first in the file after
 * minifying (which drops comments); the source map moves down the one line it takes.
 */
export function compileHints({ modules = [] }: { modules?: string[] } = {}): Plugin {
  /** The app's entry, the chunks it imports (React's), and those built from `modules` (a page's, at once). */
  const first = (chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle) =>
    chunk.isEntry ||
    modules.some((module) => chunk.facadeModuleId?.endsWith(`/${module}`)) ||
    Object.values(bundle).some(
      (other) => other.type === 'chunk' && other.isEntry && other.imports.includes(chunk.fileName),
    );
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own edits (the list of a chunk's dynamic imports' files it writes first).
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !first(chunk, bundle)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}
