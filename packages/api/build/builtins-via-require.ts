import { builtinModules } from 'node:module';
import type { Plugin } from 'esbuild';

const BUILTIN = new RegExp(`^(node:)?(${builtinModules.map((m) => m.replace(/[/]/g, '\\/')).join('|')})$`);

/**
 * An ES `import … from 'node:http'` makes Node build the module's ESM facade, which reads every export,
 * lazy getters included: `http.WebSocket` and friends load undici, 30-50 ms of a cold start for a
 * handler that only wanted `STATUS_CODES` (@middy/util). `require` hands back the exports object
 * untouched, so this plugin turns each Node built-in import into a require through the bundle's
 * `createRequire` banner.
 */
export const builtinsViaRequire: Plugin = {
  name: 'builtins-via-require',
  setup(build) {
    build.onResolve({ filter: BUILTIN }, (args) =>
      args.kind === 'require-call'
        ? { path: args.path, external: true }
        : { path: args.path, namespace: 'node-builtin' },
    );
    build.onLoad({ filter: /.*/, namespace: 'node-builtin' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};
