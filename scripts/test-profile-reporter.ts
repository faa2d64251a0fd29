import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/** One row per test file for `npm run test:profile` (scripts/test-profile.ts), written to TEST_PROFILE_REPORT. */
export interface ProfiledFile {
  file: string;
  /** Importing the file and what it imports, and running its describe() bodies. */
  importMs: number;
  /** Its tests and hooks (beforeAll's createTestApp included). */
  runMs: number;
  /** Its tests alone. */
  testsMs: number;
  tests: number;
}

export default class TestProfileReporter implements Reporter {
  private rows: ProfiledFile[] = [];

  onTestModuleEnd(module: TestModule): void {
    const diagnostic = module.diagnostic();
    const tests = [...module.children.allTests()];
    this.rows.push({
      file: module.moduleId,
      importMs: diagnostic.collectDuration + diagnostic.prepareDuration + diagnostic.setupDuration + diagnostic.environmentSetupDuration,
      runMs: diagnostic.duration,
      testsMs: tests.reduce((sum, test) => sum + (test.diagnostic()?.duration ?? 0), 0),
      tests: tests.length,
    });
  }

  onTestRunEnd(): void {
    const target = process.env.TEST_PROFILE_REPORT;
    if (target) writeFileSync(target, JSON.stringify(this.rows));
  }
}
