import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compileHints } from './build/compile-hints.ts';
import { eagerCommonJs } from './build/eager-commonjs.ts';
import { noRuntimeCssVariables } from './build/no-runtime-css-variables.ts';
import { pureReactRouter } from './build/pure-react-router.ts';
import { stableIds } from './build/stable-ids.ts';
import { startAfterFirstPaint } from './build/start-after-first-paint.ts';

/** By page path, modules loaded on demand that the page renders at once: fetched with the app. */
const FIRST_RENDER: Record<string, string[]> = {
  '/': ['src/pages/home/HomeBelowTheFold.tsx'],
  '/ur/': ['src/pages/home/HomeBelowTheFold.tsx'],
  '/ur': ['src/pages/home/HomeBelowTheFold.tsx', 'src/i18n/urdu.ts'],
  // Urdu pages render nothing before their catalog: it comes with the app, not after it.
  '/ur/*': ['src/i18n/urdu.ts'],
  // A job's page renders complete from the data it came with (src/api/page-data.ts), once its
  // code is here: fetched beside the app's, not after it.
  '/job/*': ['src/pages/job/JobPage.tsx'],
  '/ur/job/*': ['src/pages/job/JobPage.tsx'],
  // The profile's first screen (its later parts load when idle, pages/profile/ProfilePage.tsx):
  // fetched beside the app's code, so it renders as soon as the app starts.
  '/profile': ['src/pages/profile/ProfilePage.tsx'],
  '/ur/profile': ['src/pages/profile/ProfilePage.tsx'],
};

/** See `codeSplitting` below: React, React DOM and the scheduler, and the bundler's own helpers. */
const REACT =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime/;

/** See `codeSplitting` below. */
const JOB_SHARED =
  /[\\/](web[\\/]src[\\/]components[\\/](job-card[\\/]CompanyLogo|boosted-badge[\\/]|status-panel[\\/])|domain[\\/]src[\\/]rules[\\/](boosted|skills|logo-path)\.ts)/;

/** See `codeSplitting` below. */
const CARD_TRUST =
  /[\\/](icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(AlertTriangle|CircleCheck|ShieldCheck)\.mjs|web[\\/]src[\\/]components[\\/]trust[\\/]recruiter-text\.ts|domain[\\/]src[\\/]trust[\\/]needs-recruiter\.ts)$/;

/** The test files that vi.mock a module of the app (see test.projects). */
const MOCKING_FILES = [
  'test/admin-job-logo.test.tsx',
  'test/apply-modal.test.tsx',
  'test/employer.test.tsx',
  'test/urdu-messages.test.tsx',
];

export default defineConfig({
  plugins: [
    react(),
    noRuntimeCssVariables(),
    pureReactRouter(),
    stableIds(),
    eagerCommonJs(),
    // What a first visit runs at once is compiled off the main thread while it streams.
    compileHints({ modules: Object.values(FIRST_RENDER).flat() }),
    startAfterFirstPaint({
      preload: FIRST_RENDER,
      prefetch: ['src/pages/job/JobPage.tsx', 'src/app/ToastHost.tsx'],
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // The manifest tells the bundle benchmark which files each page loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the app's entry imports statically is one chunk, the entry's own. Left to
        // itself, Rolldown merges such shared modules back into the entry only when its merge order
        // lets it (rolldown#9963): a new lazy page that imports react-router or an app component
        // could split React, Mantine's core and the app's own modules out of the entry into chunks
        // every first visit then loads, with their import glue, at 1.5 KB (gzip) more. Lazy pages
        // still get chunks of their own and of what only they share.
        codeSplitting: {
          groups: [
            // But for React's, which the start script runs first, in a task of its own
            // (build/start-after-first-paint.ts): running the app's script is the longest task of a
            // page's start, and Lighthouse's own trace lengthens it by the size of the script it
            // runs (it copies each script's source into the trace). Two halves, 0.6 KB (gzip) more.
            { name: 'react', test: REACT, priority: 1 },
            { name: 'index', tags: ['$initial'] },
            // The few small modules the home page's list and a job's page share (the card's logo
            // and status panels, the boosted badge, the rules they read) in one chunk rather than
            // four of under a kilobyte: each chunk is a request the page asks for at start, and
            // asking costs its main thread too.
            { name: 'job-shared', test: JOB_SHARED },
            // Likewise the card's trust lines (who recruits, and its three icons), which the trust
            // panel, the apply chooser and a few lazy pages share with it: five chunks of well under
            // a kilobyte that `/` asked for at start were one: 0.7 KB (gzip) less for `/`, and
            // 0.5 KB more for /profile's first screen, which used one of the icons only.
            { name: 'card-trust', test: CARD_TRUST },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // Whole-app renders on a busy 2-core machine; assertions wait for what they need.
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      // Most files share one module graph (isolate: false): each file importing the app, Mantine and
      // the catalogs afresh was most of this suite's time (issue 30: its files' own times summed to
      // ~240 s of a 420 s run). test/setup.ts puts back what a file may leave behind (the document,
      // storage, cookies, stubbed globals).
      {
        extends: true,
        test: { name: 'shared', include: ['test/**/*.test.{ts,tsx}'], exclude: MOCKING_FILES, isolate: false },
      },
      // The files that replace a module of the app (vi.mock) keep their own graph: a replaced module
      // would otherwise be what the next file gets.
      { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
    ],
  },
});
