import type { Plugin } from 'esbuild';

/**
 * The X-Ray SDK (under Powertools Tracer) and its cls-hooked load all of `semver` to ask one thing,
 * `gte`, of plain x.y.z versions: Node's, and the v2 AWS SDK's. Loading semver builds ~40 regular
 * expressions, 3-4 ms of every traced function's cold start; this gives those two callers a `gte`
 * that compares the numbers, and nothing else (any other use would fail loudly in the tests).
 */
export const SEMVER_GTE_SOURCE = `
const parts = (version) => String(version).replace(/^v/, '').split(/[.+-]/).slice(0, 3).map(Number);
module.exports.gte = (a, b) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return true;
};`;

const CALLERS = /[\\/](aws-xray-sdk-core|cls-hooked)[\\/]/;

export const semverGte: Plugin = {
  name: 'semver-gte',
  setup(build) {
    build.onResolve({ filter: /^semver$/ }, (args) =>
      CALLERS.test(args.importer) ? { path: 'semver', namespace: 'semver-gte' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'semver-gte' }, () => ({ contents: SEMVER_GTE_SOURCE, loader: 'js' }));
  },
};
