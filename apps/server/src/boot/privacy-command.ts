import type { Config } from "../config.ts";
import { buildPassApp, parseRunMoment } from "./run-moment.ts";

/**
 * `npm run cli -- privacy run [--at <ISO time>]` (docs/business-rules.md#retention): one pass of the
 * retention jobs as of that moment (closures past their 7 days erased, never-activated sign-ups removed,
 * old records purged), audited like the servers' own runs, for operators catching up and for tests. Every
 * step is idempotent, so it may run beside a server on PostgreSQL. A deployed site refuses a future moment.
 * A backlog larger than one pass's budget is caught up by passes one after the other, each audited.
 */
export async function privacyCommand(config: Config, args: string[]): Promise<string> {
  const at = parseRunMoment("privacy", args, new Date(), config.mode === "deployed");
  const { runPrivacyPass } = await import("../features/account-closure/services/run-privacy-pass.ts");
  const app = await buildPassApp(
    config,
    at,
    "The embedded database is in use by the running server, whose retention job runs this pass every LOG_RETENTION_INTERVAL_SECONDS. Stop the server to run a pass by hand (or use DATABASE_URL).",
  );
  try {
    await app.ready();
    const totals = new Map<string, number>();
    let passes = 0;
    for (let complete = false; !complete;) {
      const { complete: done, ...counts } = await runPrivacyPass(app.deps, app.log);
      for (const [step, n] of Object.entries(counts)) totals.set(step, (totals.get(step) ?? 0) + n);
      complete = done;
      passes += 1;
    }
    const lines = [...totals].filter(([, n]) => n > 0).map(([step, n]) => `  ${step}: ${n}`);
    const heading = passes === 1 ? `Privacy pass as of ${at.toISOString()}` : `Privacy passes (${passes}) as of ${at.toISOString()}`;
    return `${heading}:\n${lines.length > 0 ? lines.join("\n") : "  nothing had outlived its retention"}`;
  } finally {
    await app.close();
  }
}
