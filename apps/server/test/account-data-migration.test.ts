import { readdirSync, readFileSync } from "node:fs";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../src/auth/one-time-token.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * The hand-written data fixes of ADR 0011 (email change, outbox secrets, one account per address), run on rows as an older release left them. The
 * migration has run already on the fresh test database; each statement is re-run here on such rows
 * (they are written so that running them again is harmless).
 */
const folder = new URL("../../../packages/db/migrations/", import.meta.url);
const file = readdirSync(folder).find((name) => name.endsWith("_account_hygiene_data.sql"))!;
const [dedupe, relabel, scrubLinks, scrubMailCodes, scrubSms] = readFileSync(new URL(file, folder), "utf8").split(
  "--> statement-breakpoint",
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const run = (statement: string | undefined) => t.db.execute(sql.raw(statement!));

describe("existing emails that differ only in case", () => {
  it("keep the verified account's address; the others are parked on .invalid, unverified, their links retired, and audited", async () => {
    await run(`DROP INDEX users_email_lower_unique`);
    try {
      const rows = await t.db
        .insert(schema.users)
        .values([
          { email: "twin@example.in", fullName: "Oldest, unverified", isEmailVerified: false },
          { email: "Twin@Example.in", fullName: "Verified, with password", isEmailVerified: true, passwordHash: "x" },
          { email: "TWIN@example.in", fullName: "Verified, no password", isEmailVerified: true },
          { email: "single@example.in", fullName: "Unrelated" },
        ])
        .returning({ id: schema.users.id });
      const [oldest, keeper, third, single] = rows.map((row) => row.id) as [number, number, number, number];
      await t.db.insert(schema.authTokens).values({
        tokenHash: hashToken("oldest-link"),
        userId: oldest,
        purpose: "verify-email",
        email: "twin@example.in",
        expiresAt: new Date(Date.now() + 86_400_000),
      });

      await run(dedupe);

      const users = await t.db
        .select()
        .from(schema.users)
        .where(inArray(schema.users.id, [oldest, keeper, third, single]))
        .orderBy(asc(schema.users.id));
      expect(users.map((u) => [u.email, u.isEmailVerified])).toEqual([
        [`duplicate-${oldest}@duplicate.invalid`, false],
        ["Twin@Example.in", true],
        [`duplicate-${third}@duplicate.invalid`, false],
        ["single@example.in", false],
      ]);
      const [link] = await t.db.select().from(schema.authTokens).where(eq(schema.authTokens.userId, oldest));
      expect(link?.usedAt).not.toBeNull();
      const audit = await t.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, "email-deduplicated"))
        .orderBy(asc(schema.auditLog.subject));
      expect(audit.map((row) => row.details)).toEqual(
        expect.arrayContaining([
          { originalEmail: "twin@example.in", addressKeptBy: keeper },
          { originalEmail: "TWIN@example.in", addressKeptBy: keeper },
        ]),
      );
    } finally {
      await run(`CREATE UNIQUE INDEX users_email_lower_unique ON users USING btree (lower(email))`);
    }
  });
});

describe("pending email-change links", () => {
  it("become verify-only change-email links; activation links stay activation links", async () => {
    const [user] = await t.db
      .insert(schema.users)
      .values({ email: "relabel@example.in", fullName: "Relabel" })
      .returning({ id: schema.users.id });
    const expiresAt = new Date(Date.now() + 86_400_000);
    await t.db.insert(schema.authTokens).values([
      { tokenHash: hashToken("change-link"), userId: user!.id, purpose: "verify-email", email: "new.home@example.in", expiresAt },
      { tokenHash: hashToken("activation-link"), userId: user!.id, purpose: "verify-email", email: "Relabel@example.in", expiresAt },
    ]);
    await run(relabel);
    const purposeOf = async (token: string) =>
      (
        await t.db
          .select()
          .from(schema.authTokens)
          .where(eq(schema.authTokens.tokenHash, hashToken(token)))
      )[0]!.purpose;
    expect(await purposeOf("change-link")).toBe("change-email");
    expect(await purposeOf("activation-link")).toBe("verify-email");
  });
});

describe("messages already sent", () => {
  it("lose their links and codes; queued ones keep them", async () => {
    const token = "Q".repeat(43);
    const link = `http://localhost:3000/confirm-email?id=${token}`;
    const sentAt = new Date();
    const [sentLink, sentCode, queuedLink] = await t.db
      .insert(schema.mailOutbox)
      .values([
        { to: "a@example.in", subject: "Activate your Investar account", text: `Activate: ${link}`, html: `<a href="${link}">`, sentAt },
        {
          to: "b@example.in",
          subject: "Your Investar intraday activation code: 48213",
          text: "Your code is 48213.",
          html: "<p>Your code is 48213.</p>",
          attempts: 8,
        },
        { to: "c@example.in", subject: "Activate your Investar account", text: `Activate: ${link}`, html: `<a href="${link}">` },
      ])
      .returning({ id: schema.mailOutbox.id });
    const [sms] = await t.db
      .insert(schema.smsOutbox)
      .values({ to: "9820012345", text: "48213 is your Investar verification code.", sentAt })
      .returning({ id: schema.smsOutbox.id });
    for (const statement of [scrubLinks, scrubMailCodes, scrubSms]) await run(statement);

    const mail = async (id: number) => (await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id)))[0]!;
    expect(await mail(sentLink!.id)).toMatchObject({
      text: "Activate: http://localhost:3000/confirm-email?id=[removed]",
      html: `<a href="http://localhost:3000/confirm-email?id=[removed]">`,
    });
    expect(await mail(sentCode!.id)).toMatchObject({
      subject: "Your Investar intraday activation code: [removed]",
      text: "Your code is [removed].",
    });
    expect((await mail(queuedLink!.id)).text).toContain(token);
    expect((await t.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.id, sms!.id)))[0]!.text).toBe(
      "[removed] is your Investar verification code.",
    );
  });
});
