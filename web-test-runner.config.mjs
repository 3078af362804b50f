import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';

const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));

// Debian's Chromium, as root on a closed network: no sandbox, no background traffic.
const chromiumArgs = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** One line CI logs can grep: "components: 12 passed, 0 failed". */
function countReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const walk = (suite) => {
        for (const test of suite.tests) {
          if (test.skipped) continue;
          if (test.passed) passed++;
          else failed++;
        }
        for (const child of suite.suites) walk(child);
      };
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults);
        // A file that failed to load has no results but must not look green.
        if (!session.passed && !session.testResults?.tests.length && !session.testResults?.suites.length) failed++;
      }
      console.log(`components: ${passed} passed, ${failed} failed`);
    },
  };
}

export default {
  rootDir: '.',
  files: ['src/components/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 180000,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig })],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs },
    }),
  ],
  reporters: [defaultReporter(), countReporter()],
};
