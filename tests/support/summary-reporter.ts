import type { Reporter, TestModule } from 'vitest/node'

/**
 * Prints one plain closing line, `tests: N passed, N failed, N skipped`, after
 * vitest's own report, so CI (and people) can read the counts at a glance.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 }
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') counts.passed++
        else if (state === 'failed') counts.failed++
        else counts.skipped++
      }
      // A file that failed to load, or whose hooks failed, is a failure even when none of
      // its tests is (their state is then skipped or passed).
      const testFailed = [...module.children.allTests()].some((test) => test.result().state === 'failed')
      if (module.state() === 'failed' && !testFailed) counts.failed++
    }
    process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`)
  }
}
