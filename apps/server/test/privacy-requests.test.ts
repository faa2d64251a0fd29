import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { listPrivacyRequests } from "../src/features/privacy-requests/services/list-privacy-requests.ts";
import { getMyPrivacyRequests } from "../src/features/privacy-requests/services/get-my-privacy-requests.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { enterBusinessProfile, enteredBusinessProfile } from "./support/business-profile.ts";
import { mailParts } from "./support/mail-parts.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";

/** ADR 0051: a customer's privacy requests, with a reference, an acknowledgement and the staff queue's clock. */
let t: TestApp;
let smtp: TestSmtp;
let customer: TestUser;
let stranger: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail());
  await enterBusinessProfile(t);
  customer = await createUser(t, { name: "Ravi Kumar" });
  stranger = await createUser(t);
  admin = await createUser(t, { role: "Admin", name: "Priya Staff" });
});
afterAll(async () => closeTestAppWithMail(t, smtp));

const grievance = { topic: "use-of-data", description: "You shared my mobile number with a broker without asking me." };
const file = (user: TestUser | null, kind: "grievance" | "correction", payload: unknown) =>
  t.app.inject({ method: "POST", url: `/api/privacy/requests/${kind}`, headers: user?.auth ?? {}, payload: payload as object });
const act = (user: TestUser, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/admin/privacy/requests/act", headers: user.auth, payload });
const queue = () => listPrivacyRequests(t.app.deps, { show: "all", kind: null });

describe("a grievance", () => {
  let reference: string;

  it("gets a reference number, an acknowledgement mail with the grievance officer, and a place in the staff queue with its due date", async () => {
    const answer = await file(customer, "grievance", grievance);
    expect(answer.statusCode, answer.body).toBe(200);
    reference = answer.json().reference;
    expect(reference).toMatch(/^DPR-\d{6}$/);
    expect(answer.json().message).toContain(reference);

    const mail = mailParts((await smtp.nextMailTo(customer.email)).raw);
    expect(mail.header("Subject")).toContain(reference);
    expect(mail.text).toContain("How my personal data is used");
    expect(mail.text).toContain(enteredBusinessProfile.grievanceOfficer.name);
    expect(mail.text).toContain(enteredBusinessProfile.grievanceOfficer.email);
    expect(mail.text).toContain("/my-investar/privacy/requests");

    const listed = (await queue()).requests.find((r) => r.reference === reference)!;
    expect(listed).toMatchObject({
      kind: "grievance",
      state: "new",
      overdue: false,
      customer: { userId: customer.userId, name: "Ravi Kumar" },
    });
    const received = Date.parse(listed.receivedAt);
    expect(Date.parse(listed.dueAt) - received).toBe(7 * 86_400_000);
    expect(Date.parse(listed.limitAt) - received).toBe(90 * 86_400_000);
    expect(listed.details.description).toBe(grievance.description);
    expect(listed.history).toEqual([expect.objectContaining({ action: "filed", actor: "Customer", toState: "new" })]);
  });

  it("is refused without a login, and with a description too short to act on", async () => {
    expect((await file(null, "grievance", grievance)).statusCode).toBe(401);
    const short = await file(customer, "grievance", { topic: "other", description: "Bad." });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.description[0]).toBe("Write at least 20 characters in your grievance.");
  });

  it("is shown to its customer and to nobody else", async () => {
    const mine = await getMyPrivacyRequests(t.app.deps, customer.userId);
    expect(mine.requests.map((r) => r.reference)).toContain(reference);
    expect(mine.grievanceOfficer?.name).toBe(enteredBusinessProfile.grievanceOfficer.name);
    const theirs = await getMyPrivacyRequests(t.app.deps, stranger.userId);
    expect(theirs.requests.map((r) => r.reference)).not.toContain(reference);
  });

  it("is moved on by staff, each step in its history and the audit log, and the answer mailed to the customer", async () => {
    const id = (await queue()).requests.find((r) => r.reference === reference)!.id;
    const taken = await act(admin, { id, state: "in-progress", assignee: "me", note: "Checking with the sales team." });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ reference, state: "in-progress" });

    const answer = "We have removed your number from the broker list and stopped the sharing.";
    const done = await act(admin, { id, state: "done", note: answer, mailCustomer: true });
    expect(done.statusCode, done.body).toBe(200);
    const mail = mailParts((await smtp.nextMailTo(customer.email)).raw);
    expect(mail.header("Subject")).toBe(`Your request ${reference}: done`);
    expect(mail.text).toContain(answer);

    const listed = (await queue()).requests.find((r) => r.reference === reference)!;
    expect(listed.state).toBe("done");
    expect(listed.closedAt).not.toBeNull();
    expect(listed.assignee).toEqual({ userId: admin.userId, name: "Priya Staff" });
    expect(listed.history.map((e) => [e.action, e.fromState, e.toState, e.actor, e.mailed])).toEqual([
      ["filed", null, "new", "Customer", false],
      ["state", "new", "in-progress", `Priya Staff (#${admin.userId})`, false],
      ["state", "in-progress", "done", `Priya Staff (#${admin.userId})`, true],
    ]);
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `privacy-request:${reference}`));
    expect(audit.map((row) => [row.action, row.actorId, (row.details as { to: string }).to])).toEqual([
      ["privacy-request", admin.userId, "in-progress"],
      ["privacy-request", admin.userId, "done"],
    ]);
    // The customer sees what staff wrote to them.
    const mine = await getMyPrivacyRequests(t.app.deps, customer.userId);
    expect(mine.requests.find((r) => r.reference === reference)!.replies.map((r) => r.note)).toEqual([answer]);
  });

  it("stays closed: its outcome stands (a note may still be added)", async () => {
    const id = (await queue()).requests.find((r) => r.reference === reference)!.id;
    const reopened = await act(admin, { id, state: "in-progress", note: "Reopening." });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toContain("closed");
    expect((await act(admin, { id, note: "Customer thanked us by phone." })).statusCode).toBe(200);
  });

  it("cannot be acted on by a customer, nor by nobody; an unknown request is a 404", async () => {
    const id = (await queue()).requests.find((r) => r.reference === reference)!.id;
    expect((await act(customer, { id, state: "rejected", note: "Mine." })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/admin/privacy/requests/act", payload: { id, note: "x" } });
    expect(anonymous.statusCode).toBe(401);
    expect((await act(admin, { id: 999_999, note: "Nothing." })).statusCode).toBe(404);
  });
});

describe("the clock", () => {
  it("flags an open request past its 7-day target as overdue, first in the open queue", async () => {
    const filed = await file(stranger, "grievance", { topic: "security", description: "Someone logged in to my account from abroad." });
    const { reference } = filed.json();
    await smtp.nextMailTo(stranger.email);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await t.db
      .update(schema.privacyRequests)
      .set({ receivedAt: eightDaysAgo, dueAt: new Date(eightDaysAgo.getTime() + 7 * 86_400_000) })
      .where(eq(schema.privacyRequests.reference, reference));
    const open = await listPrivacyRequests(t.app.deps, { show: "overdue", kind: null });
    expect(open.requests[0]).toMatchObject({ reference, overdue: true, pastLimit: false });
    expect(open.counts.overdue).toBeGreaterThanOrEqual(1);
  });
});

describe("a correction request", () => {
  it("records what an issued invoice should say, for staff to correct with a credit note", async () => {
    const answer = await file(customer, "correction", {
      subject: "invoice-name",
      document: "KC/26-27/000012",
      correctValue: "Ravi Kumar Sharma",
      details: "My full name, as on my PAN.",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const mail = mailParts((await smtp.nextMailTo(customer.email)).raw);
    expect(mail.header("Subject")).toContain("correction");
    const listed = (await listPrivacyRequests(t.app.deps, { show: "open", kind: "correction" })).requests;
    expect(listed.map((r) => r.summary)).toEqual(['The name on an issued invoice (KC/26-27/000012) should say "Ravi Kumar Sharma"']);
    expect((await file(customer, "correction", { subject: "invoice-name", correctValue: " " })).statusCode).toBe(400);
  });
});

describe("a nomination", () => {
  let nominator: TestUser;
  beforeAll(async () => {
    nominator = await createUser(t, { name: "Kiran Rao" });
  });
  const nominate = (user: TestUser | null, payload: object) =>
    t.app.inject({ method: "PUT", url: "/api/privacy/nomination", headers: user?.auth ?? {}, payload });
  const withdraw = (user: TestUser | null) =>
    t.app.inject({ method: "POST", url: "/api/privacy/nomination/withdraw", headers: user?.auth ?? {} });

  it("is recorded, changed and withdrawn by the nominator, each step a done request in the queue", async () => {
    const first = await nominate(nominator, { name: "Sunita Rao", email: "sunita@example.in", relationship: "Spouse" });
    expect(first.statusCode, first.body).toBe(200);
    await smtp.nextMailTo(nominator.email);
    expect((await getMyPrivacyRequests(t.app.deps, nominator.userId)).nomination).toMatchObject({
      name: "Sunita Rao",
      email: "sunita@example.in",
      relationship: "Spouse",
    });
    const changed = await nominate(nominator, { name: "Arjun Rao", email: "arjun@example.in", relationship: "Child" });
    expect(changed.statusCode).toBe(200);
    await smtp.nextMailTo(nominator.email);
    expect((await getMyPrivacyRequests(t.app.deps, nominator.userId)).nomination?.name).toBe("Arjun Rao");

    expect((await withdraw(nominator)).statusCode).toBe(200);
    await smtp.nextMailTo(nominator.email);
    expect((await getMyPrivacyRequests(t.app.deps, nominator.userId)).nomination).toBeNull();
    expect((await withdraw(nominator)).statusCode).toBe(409);

    const nominations = (await listPrivacyRequests(t.app.deps, { show: "closed", kind: "nomination" })).requests.filter(
      (r) => r.customer.userId === nominator.userId,
    );
    expect(nominations.map((r) => [r.summary, r.state])).toEqual([
      ["Nomination of Arjun Rao withdrawn", "done"],
      ["Nominee changed to Arjun Rao (child)", "done"],
      ["Nominated Sunita Rao (spouse)", "done"],
    ]);
  });

  it("refuses oneself, a bad address and a missing login", async () => {
    const self = await nominate(nominator, { name: "Kiran Rao", email: nominator.email, relationship: "Friend" });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.email[0]).toContain("someone other than yourself");
    expect((await nominate(nominator, { name: "Arjun", email: "not-an-email", relationship: "Child" })).json().errors.email).toEqual([
      "Invalid email.",
    ]);
    expect((await nominate(nominator, { name: "Arjun", email: "a@example.in", relationship: "Cousin" })).statusCode).toBe(400);
    expect((await nominate(null, { name: "Arjun", email: "a@example.in", relationship: "Child" })).statusCode).toBe(401);
    expect((await withdraw(null)).statusCode).toBe(401);
  });
});
