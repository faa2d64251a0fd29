import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { getBreachRecord } from "../src/features/privacy-requests/services/get-breach-record.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { breachExample } from "./support/access-examples.ts";
import { enterBusinessProfile, enteredBusinessProfile } from "./support/business-profile.ts";
import { mailParts } from "./support/mail-parts.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";

/** ADR 0051, DPDP Rules r. 7: a breach recorded by staff, the people affected told once each, the Board's record. */
let t: TestApp;
let smtp: TestSmtp;
let admin: TestUser;
let customer: TestUser;
let affected: TestUser[];
beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail());
  await enterBusinessProfile(t);
  admin = await createUser(t, { role: "Admin" });
  customer = await createUser(t);
  affected = [
    await createUser(t, { name: "Asha One" }),
    await createUser(t, { name: "Bala Two" }),
    await createUser(t, { name: "Chitra Three" }),
  ];
});
afterAll(async () => closeTestAppWithMail(t, smtp));

const breach = {
  ...breachExample,
  title: "Webinar registrations exposed",
  nature: "A list of webinar registrations was readable at an unlisted web address.",
  occurredFrom: "2026-11-24T09:00:00+05:30",
  occurredTo: "2026-11-26T18:30:00+05:30",
  dataAffected: "Name, email address and mobile number",
  likelyImpact: "Unwanted calls or phishing mails naming Investar.",
  measuresTaken: "The file was removed and its address revoked.",
  userSteps: "Do not share one-time codes with anyone who calls you.",
};
const post = (user: TestUser | null, url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/admin/privacy/breaches${url}`, headers: user?.auth ?? {}, payload });
const noticesTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email)).length;

describe("a personal-data breach", () => {
  let id: number;

  it("is recorded by staff only, with the Board's 72 hours counted from its discovery", async () => {
    expect((await post(null, "", breach)).statusCode).toBe(401);
    expect((await post(customer, "", breach)).statusCode).toBe(403);
    const late = await post(admin, "", { ...breach, occurredTo: "2026-11-23T09:00:00+05:30" });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.occurredTo).toEqual(["It cannot end before it began."]);

    const saved = await post(admin, "", breach);
    expect(saved.statusCode, saved.body).toBe(200);
    ({ id } = saved.json());
    expect(saved.json().reference).toMatch(/^BR-\d{4}$/);
    const record = (await getBreachRecord(t.app.deps, id))!;
    expect(record.boardReportDueAt).toBe("2026-11-29T12:15:00.000Z");
    expect(record.fields.extent).toBe(breach.extent);
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `privacy-breach:${record.reference}`));
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([["privacy-breach", admin.userId]]);
  });

  it("previews who would be told without telling anyone", async () => {
    const preview = await post(admin, "/notify", {
      id,
      audience: { kind: "emails", emails: [affected[0]!.email, "nobody.here@example.in"] },
      preview: true,
    });
    expect(preview.json()).toEqual({ matched: 1, queued: 0, alreadyNotified: 0, unknownEmails: ["nobody.here@example.in"] });
    expect(await t.db.select().from(schema.privacyBreachNotices)).toEqual([]);
  });

  it("tells each chosen account once: what happened, what it may mean, what was done, what they can do", async () => {
    const listed = await post(admin, "/notify", {
      id,
      audience: { kind: "emails", emails: [affected[0]!.email.toUpperCase(), affected[1]!.email] },
      preview: false,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ matched: 2, queued: 2, alreadyNotified: 0 });
    const mail = mailParts((await smtp.nextMailTo(affected[0]!.email)).raw);
    expect(mail.header("Subject")).toContain("personal data breach");
    for (const said of [breach.nature, breach.likelyImpact, breach.measuresTaken, breach.userSteps, breach.dataAffected])
      expect(mail.text).toContain(said);
    expect(mail.text).toContain("Dear Asha One");
    expect(mail.text).toContain(enteredBusinessProfile.grievanceOfficer.email);
    await smtp.nextMailTo(affected[1]!.email);

    // Widening the audience to everyone who signed up today reaches only those not told yet.
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    const widened = await post(admin, "/notify", { id, audience: { kind: "signed-up", from: today, to: today }, preview: false });
    expect(widened.json().alreadyNotified).toBe(2);
    expect(widened.json().queued).toBe(widened.json().matched - 2);
    await smtp.nextMailTo(affected[2]!.email);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([noticesTo(affected[0]!.email), noticesTo(affected[1]!.email), noticesTo(affected[2]!.email)]).toEqual([0, 0, 0]);

    const again = await post(admin, "/notify", { id, audience: { kind: "emails", emails: [affected[0]!.email] }, preview: false });
    expect(again.json()).toMatchObject({ matched: 1, queued: 0, alreadyNotified: 1 });
  });

  it("gives the Board's record: every intimation with its time", async () => {
    const record = (await getBreachRecord(t.app.deps, id))!;
    expect(record.notified).toBe(record.notices.length);
    expect(record.notices.map((n) => n.email)).toEqual(expect.arrayContaining(affected.map((a) => a.email)));
    expect(record.business?.legalName).toBe(enteredBusinessProfile.legalName);
    expect(record.firstNotifiedAt).not.toBeNull();
  });

  it("refuses a customer, an unknown breach and an empty list", async () => {
    expect((await post(customer, "/notify", { id, audience: { kind: "emails", emails: ["a@example.in"] } })).statusCode).toBe(403);
    expect((await post(admin, "/notify", { id: 999_999, audience: { kind: "emails", emails: ["a@example.in"] } })).statusCode).toBe(404);
    const empty = await post(admin, "/notify", { id, audience: { kind: "emails", emails: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("List at least one email address.");
  });
});
