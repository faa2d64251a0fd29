import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import { openDatabase, schema } from "@investar/db";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { privacyCommand } from "../src/boot/privacy-command.ts";
import { parseRunMoment, RunCommandError } from "../src/boot/run-moment.ts";
import { repositoryRoot as root } from "./support/processes.ts";

// docs/business-rules.md#retention: `npm run cli -- privacy run [--at <ISO time>]` runs one pass as of that moment.
const dataDir = mkdtempSync(join(tmpdir(), "investar-privacy-"));
const DAY = 86_400_000;

const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "error", PUBLIC_URL: "http://localhost:3000" };
const cli = (...args: string[]) => spawnSync(process.execPath, ["apps/server/src/cli.ts", ...args], { cwd: root, env, encoding: "utf8" });

async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    await database.migrate();
    return await use(database.db);
  } finally {
    await database.close();
  }
}

describe("npm run cli -- privacy run", () => {
  it("removes a sign-up never activated once 30 days have passed, keeps an activated one, and audits each pass", async () => {
    const [stale, active] = await withDatabase((db) =>
      db
        .insert(schema.users)
        .values([
          { email: "never.confirmed@example.in", fullName: "Never Confirmed", mobileNo: "9811100011", isEmailVerified: false },
          { email: "confirmed@example.in", fullName: "Confirmed Customer", mobileNo: "9811100022", isEmailVerified: true },
        ])
        .returning({ id: schema.users.id }),
    );
    const ids = [stale!.id, active!.id];

    // The command's own function in this process (a process start costs seconds); the late pass below goes through the CLI.
    const early = await privacyCommand(loadConfig(env), ["run", "--at", new Date(Date.now() + 29 * DAY).toISOString()]);
    expect(early).toMatch(/^Privacy pass as of /);
    expect(early).not.toMatch(/removedSignUps/);
    expect(
      await withDatabase((db) => db.select({ id: schema.users.id }).from(schema.users).where(inArray(schema.users.id, ids))),
    ).toHaveLength(2);

    const late = cli("privacy", "run", "--at", new Date(Date.now() + 31 * DAY).toISOString());
    expect(late.status, late.stderr).toBe(0);
    expect(late.stdout).toMatch(/removedSignUps: 1/);
    const left = await withDatabase((db) => db.select({ id: schema.users.id }).from(schema.users).where(inArray(schema.users.id, ids)));
    expect(left).toEqual([{ id: active!.id }]);
    const passes = await withDatabase((db) => db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "privacy-pass")));
    expect(passes).toHaveLength(2);
    expect(passes[1]!.details).toMatchObject({ removedSignUps: 1 });
  }, 300_000);

  it("refuses a moment in the future on a deployed site, and what is not a command or a time", () => {
    expect(() => parseRunMoment("privacy", ["sweep"], new Date(), false)).toThrow(/Usage: npm run cli -- privacy run/);
    expect(() => parseRunMoment("privacy", ["run", "--at", "tomorrow"], new Date(), false)).toThrow(/is not an ISO time/);
    const now = new Date("2026-05-01T00:00:00Z");
    expect(() => parseRunMoment("privacy", ["run", "--at", "2026-05-02T00:00:00Z"], now, true)).toThrow(RunCommandError);
    expect(() => parseRunMoment("privacy", ["run", "--at", "2026-05-02T00:00:00Z"], now, true)).toThrow(
      /in the future, and this is a deployed site/,
    );
    expect(parseRunMoment("privacy", ["run", "--at", "2026-04-01T00:00:00+05:30"], now, true).toISOString()).toBe(
      "2026-03-31T18:30:00.000Z",
    );
    expect(parseRunMoment("privacy", ["run"], now, true)).toBe(now);
  });
});
