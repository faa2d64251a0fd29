import { asc } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOG_RETENTION_DAYS, purgeExpiredLogs } from "../src/features/marketing/services/purge-expired-logs.ts";
import { movableClock } from "./support/invoices.ts";
import type { TestUser } from "./support/sessions.ts";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

/** ADR 0012: what the public log endpoints accept is bounded, and kept 90 days. */

const DAY = 86_400_000;
const clock = movableClock();
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  ({ t, user: user } = await createTestAppWithUser({ now: clock.now }));
});
afterAll(() => t.close());

const conversionRows = () =>
  t.db.select({ payload: schema.conversionLogs.payload }).from(schema.conversionLogs).orderBy(asc(schema.conversionLogs.id));
const clientRows = () => t.db.select({ text: schema.clientLogs.text }).from(schema.clientLogs).orderBy(asc(schema.clientLogs.id));

describe(`size limits (${databaseKind})`, () => {
  it("refuses a conversions body over 32 KiB even when each record is within its own limits", async () => {
    // 50 records of 30 fields of 400 characters: every field and record passes, the whole is ~600 KB.
    const record = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, "v".repeat(400)]));
    for (const path of ["SaveConversion", "SaveConversionFb"]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/auth/${path}?userId=${user.userId}`,
        headers: user.auth,
        payload: Array.from({ length: 50 }, () => record),
      });
      expect(res.statusCode, path).toBe(413);
      expect(res.json(), path).toMatchObject({ code: "PayloadTooLarge", message: expect.stringMatching(/too large/i) });
    }
    expect(await conversionRows()).toEqual([]);
    const ordinary = await t.app.inject({
      method: "POST",
      url: `/api/auth/SaveConversion?userId=${user.userId}`,
      headers: user.auth,
      payload: Array.from({ length: 50 }, (_, i) => ({ conversionAction: "purchase", conversionValue: i, gclid: "Cj0KCQ".repeat(10) })),
    });
    expect(ordinary.json()).toEqual({ saved: 50 });
  });

  it("reads no body on WriteClientSideLogs, whose log travels in the query", async () => {
    const url = "/api/user/WriteClientSideLogs?logs=TypeError&fileName=home.log";
    const bloated = await t.app.inject({ method: "POST", url, payload: { padding: "p".repeat(100_000) } });
    expect(bloated.statusCode).toBe(413);
    expect(bloated.json().code).toBe("PayloadTooLarge");
    expect((await t.app.inject({ method: "POST", url })).statusCode).toBe(200);
    expect((await clientRows()).map((r) => r.text)).toEqual(["TypeError"]);
  });
});

describe(`retention (${databaseKind})`, () => {
  it("deletes conversion and browser logs older than 90 days and keeps younger ones", async () => {
    await t.db.delete(schema.conversionLogs);
    await t.db.delete(schema.clientLogs);
    const start = new Date("2026-01-01T00:00:00Z");
    const writeAt = async (at: Date, label: string) => {
      clock.at = at;
      await t.app.inject({ method: "GET", url: `/api/auth/AddConversionsLogs?logs=${label}` });
      await t.app.inject({ method: "POST", url: `/api/user/WriteClientSideLogs?logs=${label}&fileName=page.log` });
    };
    await writeAt(start, "old");
    await writeAt(new Date(start.getTime() + 30 * DAY), "younger");

    clock.at = new Date(start.getTime() + LOG_RETENTION_DAYS * DAY - 1);
    expect(await purgeExpiredLogs(t.app.deps)).toEqual({ conversionLogs: 0, clientLogs: 0 });
    clock.at = new Date(start.getTime() + LOG_RETENTION_DAYS * DAY + 1);
    expect(await purgeExpiredLogs(t.app.deps)).toEqual({ conversionLogs: 1, clientLogs: 1 });
    expect(await conversionRows()).toEqual([{ payload: { logs: "younger" } }]);
    expect(await clientRows()).toEqual([{ text: "younger" }]);
    // Running again (another instance, the next tick) finds nothing more.
    expect(await purgeExpiredLogs(t.app.deps)).toEqual({ conversionLogs: 0, clientLogs: 0 });
    clock.at = null;
  });

  it("is run by the server on its schedule, again and again, deleting what has aged since the last run", async () => {
    const serverClock = movableClock();
    const start = new Date("2026-03-01T00:00:00Z");
    serverClock.at = start;
    // The job's first run happens as the app gets ready, before anything below is written.
    const server = await createTestApp({ now: serverClock.now, seed: false, env: { LOG_RETENTION_INTERVAL_SECONDS: "1" } });
    try {
      await server.app.inject({ method: "POST", url: "/api/user/WriteClientSideLogs?logs=scheduled&fileName=page.log" });
      const rows = () => server.db.select({ text: schema.clientLogs.text }).from(schema.clientLogs);
      expect(await rows()).toEqual([{ text: "scheduled" }]);
      serverClock.at = new Date(start.getTime() + (LOG_RETENTION_DAYS + 1) * DAY);
      await expect.poll(rows, { timeout: 10_000, interval: 100 }).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
