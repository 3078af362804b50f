import { defineConfig } from 'vitest/config';
import CountReporter from './test/support/count-reporter.js';

// The Firefox build end to end: puppeteer-core drives Debian's firefox-esr over WebDriver BiDi
// with dist-firefox/ installed (npm run test:firefox builds it first). One browser.
export default defineConfig({
  test: {
    reporters: ['default', new CountReporter('extension-firefox')],
    include: ['test/extension-firefox/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
