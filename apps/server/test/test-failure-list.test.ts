import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { failedTests } from "../../../scripts/failed-tests.ts";

// npm test lists what failed under its summary, read from each pass's JSON report (docs/adr/0032-fast-tests.md#failures-at-the-end).
const dir = mkdtempSync(join(tmpdir(), "failure-list-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const report = (name: string, content: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
};

describe("the failure list under npm test's summary", () => {
  it("names each failed Vitest test with its error's first line, and a file that failed outside its tests", () => {
    const file = report("vitest.json", {
      testResults: [
        {
          name: join(process.cwd(), "apps/server/test/wallet.test.ts"),
          status: "failed",
          assertionResults: [
            { fullName: "wallet debits the amount", status: "passed", failureMessages: [] },
            {
              fullName: "wallet refuses an overdraft",
              status: "failed",
              failureMessages: ["\u001b[31mAssertionError: expected 200 to be 409\u001b[39m\n    at wallet.test.ts:12"],
            },
          ],
        },
        {
          name: join(process.cwd(), "apps/server/test/mail.test.ts"),
          status: "failed",
          message: "Hook timed out in 60000ms.",
          assertionResults: [],
        },
        {
          name: join(process.cwd(), "apps/server/test/fine.test.ts"),
          status: "passed",
          assertionResults: [{ fullName: "fine", status: "passed" }],
        },
      ],
    });
    expect(failedTests(file)).toEqual([
      "apps/server/test/wallet.test.ts › wallet refuses an overdraft: AssertionError: expected 200 to be 409",
      "apps/server/test/mail.test.ts: Hook timed out in 60000ms.",
    ]);
  });

  it("names each unexpected Playwright result by its describe blocks and title, and the run's own errors", () => {
    const file = report("playwright.json", {
      suites: [
        {
          title: "checkout.spec.ts",
          file: "checkout.spec.ts",
          specs: [],
          suites: [
            {
              title: "a buyer",
              file: "checkout.spec.ts",
              specs: [
                {
                  title: "pays by card",
                  file: "checkout.spec.ts",
                  tests: [{ status: "unexpected", results: [{ error: { message: "Error: timed out\nCall log:" } }] }],
                },
                { title: "pays by wallet", file: "checkout.spec.ts", tests: [{ status: "expected", results: [{}] }] },
                {
                  title: "retried",
                  file: "checkout.spec.ts",
                  tests: [{ status: "flaky", results: [{ error: { message: "first" } }, {}] }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: "Error: the web server did not start" }],
    });
    expect(failedTests(file)).toEqual([
      "e2e/checkout.spec.ts › a buyer › pays by card: Error: timed out",
      "e2e: Error: the web server did not start",
    ]);
  });

  it("lists nothing when a pass left no report, or an unreadable one", () => {
    expect(failedTests(join(dir, "missing.json"))).toEqual([]);
    writeFileSync(join(dir, "cut-short.json"), '{"testResults": [');
    expect(failedTests(join(dir, "cut-short.json"))).toEqual([]);
  });
});
