import type { Plugin } from 'esbuild';

/**
 * zod's classic build re-exports every locale (about 150 KB minified) though only English is used.
 * This esbuild plugin answers the locales index with English alone.
 */
export const zodEnglishOnly: Plugin = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes('/zod/') ? { path: 'zod-locales-en', namespace: 'zod-locales' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, () => ({
      contents: "export { default as en } from 'zod/v4/locales/en.js';",
      resolveDir: import.meta.dirname,
    }));
  },
};
