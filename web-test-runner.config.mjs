import { existsSync } from 'node:fs';
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

/**
 * Starts the real v4 service (web-test-runner.service.ts, through tsx) for the tests of
 * `<nutri-config base-url api-key>`; the tests read its URL and keys from /__nutri-service.json.
 */
function v4ServicePlugin() {
  let service;
  return {
    name: 'nutri-v4-service',
    async serverStart() {
      const { tsImport } = await import('tsx/esm/api');
      const { startTestService } = await tsImport('./web-test-runner.service.ts', import.meta.url);
      service = await startTestService();
    },
    async serverStop() {
      await service?.close();
    },
    serve(context) {
      if (context.path !== '/__nutri-service.json') return undefined;
      const { url, key, otherOriginKey } = service;
      return { body: JSON.stringify({ url, key, otherOriginKey }), type: 'json' };
    },
  };
}

/**
 * Answers `foo.js` with `foo.ts` when only the TypeScript source exists, as Vite does: a Worker's
 * `new URL('./x.worker.js', import.meta.url)` names the file tsc emits, and the browser asks for
 * it directly (imports are rewritten by the esbuild plugin; a Worker's URL is not an import).
 */
function typeScriptForJs(rootDir) {
  return (context, next) => {
    if (context.path.endsWith('.js') && !existsSync(rootDir + context.path)) {
      const source = context.path.slice(0, -3) + '.ts';
      if (existsSync(rootDir + source)) context.url = source + context.search;
    }
    return next();
  };
}

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
  middleware: [typeScriptForJs(fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, ''))],
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 180000,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig }), v4ServicePlugin()],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs },
    }),
  ],
  reporters: [defaultReporter(), countReporter()],
};
