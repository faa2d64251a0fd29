import { appendFileSync } from "node:fs";

/** Where `npm run test:profile` collects set-up timings: one JSON line per phase (scripts/test-profile.ts). */
const profileFile = process.env.TEST_PROFILE;

export type SetupPhase = "template" | "database" | "migrate" | "seed" | "app";

export function recordSetupPhase(phase: SetupPhase, ms: number, file: string): void {
  if (!profileFile) return;
  appendFileSync(profileFile, `${JSON.stringify({ file, phase, ms: Math.round(ms), db: process.env.INTEGRATION_DB ?? "pglite" })}\n`);
}

/** Times one phase of a test's set-up. */
export async function timed<T>(phase: SetupPhase, file: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    recordSetupPhase(phase, performance.now() - started, file);
  }
}
