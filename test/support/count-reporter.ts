import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints "<suite>: N passed, N failed" as the last line of a Vitest run, the plain form CI
 * logs are read for (Vitest's own summary is decorated).
 */
export default class CountReporter implements Reporter {
  constructor(private readonly suite: string) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    process.stdout.write(`\n${this.suite}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
