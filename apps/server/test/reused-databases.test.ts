import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "./support/sessions.ts";
import { pgliteOf, readTemplate } from "./support/reused-pglite.ts";
import { createTestApp } from "./support/test-app.ts";

/** What a database holds, less the job runs each app records as it starts (both apps start their jobs). */
async function contents(db: Parameters<typeof pgliteOf>[0]) {
  const all = await readTemplate(pgliteOf(db));
  return { ...all, rows: all.rows.filter((row) => row.table !== "public.job_runs") };
}

/**
 * The suite reuses a closed test app's embedded database for the next app (docs/adr/0067-cheaper-process-starts.md#reused-test-databases):
 * what the next test file sees must be the template itself, whatever the last one did.
 */
describe("a test database reused by the next test app", () => {
  it("has exactly the template's rows and sequences again, and none of the last file's session state", async () => {
    const first = await createTestApp();
    const template = await contents(first.db);
    const timeZone = async (db: typeof first.db) => (await pgliteOf(db).query<{ TimeZone: string }>("SHOW TIME ZONE")).rows[0]?.TimeZone;
    const startingZone = await timeZone(first.db);
    await createUser(first);
    await first.db.execute(sql`DELETE FROM testimonials`);
    await first.db.execute(sql`SET TIME ZONE 'America/New_York'`);
    await first.db.execute(sql`CREATE TEMP TABLE scratch (a int)`);
    expect(await contents(first.db)).not.toEqual(template);
    await first.close();

    const next = await createTestApp();
    expect(pgliteOf(next.db)).toBe(pgliteOf(first.db));
    expect(await contents(next.db)).toEqual(template);
    expect(startingZone).toMatch(/./);
    expect(await timeZone(next.db)).toBe(startingZone);
    await expect(next.db.execute(sql`SELECT * FROM scratch`)).rejects.toThrow();
    await next.close();
  });

  it("is not reused after a test changed the schema", async () => {
    const first = await createTestApp();
    await first.db.execute(sql`ALTER TABLE testimonials ADD COLUMN scratch int`);
    await first.close();

    const next = await createTestApp();
    expect(pgliteOf(next.db)).not.toBe(pgliteOf(first.db));
    const { rows } = await pgliteOf(next.db).query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'testimonials' AND column_name = 'scratch'",
    );
    expect(rows).toEqual([]);
    await next.close();
  });
});
