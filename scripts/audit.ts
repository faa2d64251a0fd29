import { spawnSync } from "node:child_process";

/**
 * `npm run audit`: the production dependencies (`--omit=dev`) against the registry's advisories; fails on
 * a high or critical one. Where the registry's audit service cannot be reached (a mirror without it, no
 * network), it says so in one line and passes: an audit that cannot run is not a finding about our code.
 */
const TIMEOUT_MS = 120_000;
const result = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], { encoding: "utf8", timeout: TIMEOUT_MS });

interface AuditReport {
  statusCode?: number;
  error?: unknown;
  vulnerabilities?: Record<string, { severity: string; via: unknown[]; fixAvailable: unknown; range: string }>;
  metadata?: { vulnerabilities: Record<string, number> };
}

function parseReport(text: string): AuditReport | null {
  try {
    return JSON.parse(text) as AuditReport;
  } catch {
    return null;
  }
}
const report = parseReport(result.stdout);

if (result.error || !report || report.error || !report.metadata) {
  const why = result.error ? result.error.message : report?.statusCode ? `HTTP ${report.statusCode}` : "no report";
  console.log(`npm audit skipped: the registry's audit service is not reachable from here (${why}).`);
  process.exit(0);
}

const counts = report.metadata.vulnerabilities;
console.log(
  `npm audit (production dependencies): ${["critical", "high", "moderate", "low"].map((level) => `${counts[level] ?? 0} ${level}`).join(", ")}`,
);
for (const [name, found] of Object.entries(report.vulnerabilities ?? {})) {
  const advisories = found.via.filter((via): via is { title: string; url: string } => typeof via === "object" && via !== null);
  const titles = advisories.map((via) => `${via.title} (${via.url})`).join("; ") || `through ${found.via.join(", ")}`;
  console.log(`  ${found.severity.padEnd(8)} ${name} ${found.range}: ${titles}`);
}
process.exit((counts.critical ?? 0) + (counts.high ?? 0) > 0 ? 1 : 0);
