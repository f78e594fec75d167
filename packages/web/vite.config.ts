import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { eagerCommonJs } from './build/eager-commonjs.ts';
import { startAfterFirstPaint } from './build/start-after-first-paint.ts';

export default defineConfig({
  plugins: [
    react(),
    eagerCommonJs(),
    startAfterFirstPaint({
      preload: {
        '/': ['src/pages/home/HomeBelowTheFold.tsx'],
        '/ur/': ['src/pages/home/HomeBelowTheFold.tsx'],
        '/ur': ['src/pages/home/HomeBelowTheFold.tsx', 'src/i18n/urdu.ts'],
        // Urdu pages render nothing before their catalog: it comes with the app, not after it.
        '/ur/*': ['src/i18n/urdu.ts'],
        // A job's page renders complete from the data it came with (src/api/page-data.ts), once its
        // code is here: fetched beside the app's, not after it.
        '/job/*': ['src/pages/job/JobPage.tsx'],
        '/ur/job/*': ['src/pages/job/JobPage.tsx'],
      },
      prefetch: ['src/pages/job/JobPage.tsx', 'src/app/ToastHost.tsx'],
    }),
  ],
  // The manifest tells the bundle benchmark which files each page loads first.
  build: { target: 'es2022', sourcemap: true, manifest: true },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Whole-app renders on a busy 2-core machine; assertions wait for what they need.
    testTimeout: 15_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
