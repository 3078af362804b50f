import { defineConfig } from 'vitest/config';
import CountReporter from './test/support/count-reporter.js';

// Node-side tests (api, engine, server, cli). Components run in Chromium under
// @web/test-runner and the extension under Playwright; both have their own configs.
export default defineConfig({
  test: {
    reporters: ['default', new CountReporter('node')],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['src/components/**', 'src/extension/**', 'test/extension/**', 'test/extension-firefox/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
