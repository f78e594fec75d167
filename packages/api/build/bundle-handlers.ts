import { copyFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { ROUTES } from '@modern-jobs/domain/routes';
import {
  MAIL_EVENT_FUNCTIONS,
  SCHEDULED_FUNCTIONS,
  SHARE_CARD_WORKER,
  STREAM_READERS,
  takesChanges,
  WORKERS,
} from '@modern-jobs/domain/workers';
import { build, type Plugin } from 'esbuild';
import { CARD_ASSETS } from '../src/cards/card-assets.ts';
import { builtinsViaRequire } from './builtins-via-require.ts';
import { semverGte } from './semver-gte.ts';

const SOURCES = join(import.meta.dirname, '..', 'src');
/**
 * Every function no route calls: the stream's dispatcher, the workers on its queues, scheduled
 * functions and SES's mail events.
 */
const NOT_ROUTES = [...STREAM_READERS, ...WORKERS, ...SCHEDULED_FUNCTIONS, ...MAIL_EVENT_FUNCTIONS];
const isWorker = (handler: string) => NOT_ROUTES.some((worker) => worker.handler === handler);
/** A change worker's entry is made here (queuedWorkerEntry), around its stream handler; a task worker's module is its entry. */
const onQueue = (handler: string) => WORKERS.some((worker) => worker.handler === handler && takesChanges(worker));
const QUEUED = 'queued-worker:';
const entryOf = (handler: string) =>
  onQueue(handler) ? `${QUEUED}${handler}` : join(SOURCES, isWorker(handler) ? 'workers' : 'handlers', `${handler}.ts`);

/**
 * A worker's deployed entry: its stream handler, unchanged, on its queue (workers/queue-consumer.ts),
 * as the local stack's queue follower runs it. The worker's own file knows nothing of queues.
 */
export const queuedWorkerEntry = (handler: string) =>
  `import { handler as streamHandler } from './${handler}.ts';
import { queueConsumer } from './queue-consumer.ts';
export const handler = queueConsumer(streamHandler);
`;

const queuedWorkers: Plugin = {
  name: 'queued-workers',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${QUEUED}`) }, (args) => ({
      path: args.path.slice(QUEUED.length),
      namespace: 'queued-worker',
    }));
    build.onLoad({ filter: /.*/, namespace: 'queued-worker' }, (args) => ({
      contents: queuedWorkerEntry(args.path),
      resolveDir: join(SOURCES, 'workers'),
      loader: 'ts',
    }));
  },
};

/** Files a function reads beside its bundle at run time, by the name it reads and the package file. */
const ASSETS: Record<string, Record<string, string>> = { [SHARE_CARD_WORKER.handler]: CARD_ASSETS };
const fromPackages = createRequire(import.meta.url);

export interface HandlerBundle {
  /** the folder Lambda takes as the function's code */
  dir: string;
  /** packages the bundle imports at run time rather than containing (the runtime's AWS SDK) */
  externalImports: string[];
}

export interface BundleOptions {
  /** Each handler lands in `<outdir>/<handler>/index.mjs`, a folder Lambda can take as its code. */
  outdir: string;
  /** Which handlers; every route's, the dispatcher's, every worker's, every scheduled function's and mail-events' by default. */
  handlers?: readonly string[];
  sourcemap?: boolean;
  /**
   * The web build's index.html, which page handlers (the route table's pages) render into: written
   * beside each one's bundle (pages/template.ts reads it there). Needed when a page handler is bundled.
   */
  pageTemplate?: string;
}

/**
 * Bundles handlers as Lambda runs them: one minified ESM file each (esbuild, in one pass), for Node
 * 24. The AWS SDK v3 is left out because Node.js Lambda runtimes ship it. Infra deploys these
 * folders and the bundle benchmark measures them, so both see the same bytes.
 */
export async function bundleHandlers({
  outdir,
  handlers = [...ROUTES.map((r) => r.handler), ...NOT_ROUTES.map((w) => w.handler)],
  sourcemap = false,
  pageTemplate,
}: BundleOptions): Promise<Map<string, HandlerBundle>> {
  const unique = [...new Set(handlers)];
  const pages = unique.filter((h) => ROUTES.some((route) => route.handler === h && route.page));
  if (pages.length > 0 && pageTemplate === undefined)
    throw new Error(`bundling ${pages.join(', ')} needs the web build's index.html (pageTemplate)`);
  const { metafile } = await build({
    entryPoints: Object.fromEntries(unique.map((h) => [`${h}/index`, entryOf(h)])),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    minify: true,
    sourcemap,
    // Stack traces name the source file, not the bundle, without shipping the sources.
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'error',
    metafile: true,
    external: ['@aws-sdk/*'],
    plugins: [queuedWorkers, builtinsViaRequire, semverGte],
    // Some dependencies are CommonJS; give the ESM bundle a require.
    banner: { js: "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);" },
  });
  for (const page of pages) writeFileSync(join(outdir, page, 'index.html'), pageTemplate ?? '');
  for (const h of unique)
    for (const [name, file] of Object.entries(ASSETS[h] ?? {}))
      copyFileSync(fromPackages.resolve(file), join(outdir, h, name));
  return new Map(
    unique.map((h) => {
      // The metafile names outputs relative to the working directory; an exact key, because a suffix
      // match would take admin-login's bundle for login's.
      const output = metafile.outputs[relative(process.cwd(), join(outdir, h, 'index.mjs'))];
      if (!output) throw new Error(`esbuild wrote no bundle for ${h}`);
      const externalImports = [...new Set(output.imports.filter((i) => i.external).map((i) => i.path))];
      return [h, { dir: join(outdir, h), externalImports }];
    }),
  );
}
