import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Whole-app renders on a busy 2-core machine; assertions wait for what they need.
    testTimeout: 15_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
