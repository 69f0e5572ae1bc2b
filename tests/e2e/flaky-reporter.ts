import type { Reporter, TestModule } from "vitest/node";

/**
 * Names every browser test that failed and then passed when run again (on CI a failed browser
 * test runs once more: vitest.e2e.config.ts), with what its failed attempt reported. Such a
 * test is flaky, not green: the list says which ones to look at.
 */
export default class FlakyReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const flaky = testModules.flatMap((module) =>
      [...module.children.allTests()]
        .filter((test) => test.diagnostic()?.flaky)
        .map((test) => ({
          name: `${module.moduleId.replace(/^.*\/tests\/e2e\//, "tests/e2e/")} > ${test.fullName}`,
          first: test.result().errors?.[0]?.message ?? "(no message)",
        })),
    );
    if (flaky.length === 0) return;
    console.log(`\n${flaky.length} browser test(s) failed once and passed when run again (flaky):`);
    for (const { name, first } of flaky)
      console.log(`  - ${name}\n    first attempt: ${first.split("\n")[0]}`);
  }
}
