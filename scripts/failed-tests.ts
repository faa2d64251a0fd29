import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

/**
 * The failed tests a pass's JSON report names, one line each (file › test: the error's first line). `npm test` prints
 * them under its summary: a pass's own output may be thousands of lines above the end of the log, and the end is what
 * a CI page shows (docs/adr/0032-fast-tests.md#failures-at-the-end).
 */
export function failedTests(reportFile: string): string[] {
  if (!existsSync(reportFile)) return [];
  let report: unknown;
  try {
    report = JSON.parse(readFileSync(reportFile, "utf8"));
  } catch {
    return [];
  }
  if (isVitestReport(report)) return vitestFailures(report);
  if (isPlaywrightReport(report)) return playwrightFailures(report);
  return [];
}

interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
  errors?: { message?: string }[];
}

const isVitestReport = (report: unknown): report is VitestReport =>
  typeof report === "object" && report !== null && Array.isArray((report as VitestReport).testResults);
const isPlaywrightReport = (report: unknown): report is PlaywrightReport =>
  typeof report === "object" && report !== null && Array.isArray((report as PlaywrightReport).suites);

const firstLine = (message: string | undefined) =>
  stripVTControlCharacters(message ?? "")
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line.length > 0)
    ?.slice(0, 300) ?? "(no message)";

function vitestFailures(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const name = relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    if (failed.length > 0) return failed.map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file can fail with no failed test: an error in a hook, in an import, or after its tests.
    return file.status === "failed" ? [`${name}: ${firstLine(file.message)}`] : [];
  });
}

function playwrightFailures(report: PlaywrightReport): string[] {
  const lines: string[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === "unexpected")
          lines.push(`e2e/${spec.file} › ${[...titles, spec.title].join(" › ")}: ${firstLine(test.results.at(-1)?.error?.message)}`);
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top suites are the files; their titles are the file names the lines already start with.
  for (const file of report.suites) visit(file, []);
  for (const error of report.errors ?? []) lines.push(`e2e: ${firstLine(error.message)}`);
  return lines;
}
