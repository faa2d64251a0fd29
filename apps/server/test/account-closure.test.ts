import { eq, sql } from "drizzle-orm";
import { closureMessages, indiaToday } from "@investar/core";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPrivacyPass } from "../src/features/account-closure/index.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { buyAtSimulator, ledgerOf, startPaying } from "./support/checkout.ts";
import { movableClock } from "./support/invoices.ts";
import { orderNamed, payAtSimulator, pendingOrder, submit } from "./support/payments.ts";
import { pdfText } from "./support/pdf-text.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { linkFrom } from "./support/test-smtp.ts";
import type { TestApp } from "./support/test-app.ts";

// docs/business-rules.md#account-closure and #retention: closing, reopening, and the erasure at the end of the 7 days.
const clock = movableClock();
let t: TestApp;
let smtp: TestSmtp;
let admin: TestUser;

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail({ now: clock.now }));
  admin = await createUser(t, { role: "Admin" });
});
afterAll(() => closeTestAppWithMail(t, smtp));

const DAY = 86_400_000;
const standard = { product: "Standard", plan: "Annual" as const };
const close = (user: TestUser, body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/account/close", headers: user.auth, payload: { userId: user.userId, ...body } });
const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { userName: email, password } });
const whoAmI = (user: TestUser) =>
  t.app.inject({ method: "GET", url: `/api/payment/UserSubscrDetails?userid=${user.userId}`, headers: user.auth });

/** A customer with a unique name and mobile (so finding them in the database finds only them) and a paid year. */
async function payingCustomer(tag: string) {
  const name = `Zorawar ${tag} Kaleidoscope`;
  const user = await createUser(t, { name, email: `zorawar.${tag}.${Date.now()}@example.in` });
  const mobile = `98${String(Date.now()).slice(-8)}`;
  await t.db.update(schema.users).set({ mobileNo: mobile }).where(eq(schema.users.id, user.userId));
  const { orderNumber } = await buyAtSimulator(t, user, standard, "Simulate success");
  return { user, name, mobile, order: await orderNamed(t, orderNumber) };
}

/** The closing mail (the receipt of the purchase comes before it). */
async function closingMail(email: string) {
  for (;;) {
    const mail = await smtp.nextMailTo(email);
    if (mail.raw.includes("Subject: Your Investar account is closed")) return mail;
  }
}

/** Every table and row whose text holds `needle` (any column, any case): the erasure's proof. */
async function tablesHolding(needle: string): Promise<string[]> {
  // Both drivers (PGlite, node-postgres) answer a raw query with its rows.
  const rowsOf = async <R>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const [hit] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} as r where position(lower(${needle}) in lower(row_to_json(r)::text)) > 0`,
    );
    if (hit!.n > 0) found.push(table_name);
  }
  return found.sort();
}

describe("closing an account (docs/business-rules.md#account-closure)", () => {
  it("refunds the unused days to the wallet with a credit note, ends every session and refuses the login", async () => {
    clock.at = null;
    const { user, order } = await payingCustomer("refund");
    expect((await close(user, { password: "wrong-password1" })).statusCode).toBe(400);
    const noChoice = await close(user, { password: user.password });
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json().message).toBe(closureMessages.choiceRequired);
    expect((await close(user, { password: "wrong-password1", periodChoice: "refund" })).json().errors).toHaveProperty("password");

    const closed = await close(user, { password: user.password, periodChoice: "refund" });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().reference).toMatch(/^CL-[0-9A-F]{10}$/);
    expect(closed.headers["set-cookie"]).toMatch(/investar_session=;/);

    // Exactly the unused share, to the rupee, once: one refund, one cash credit, one credit note.
    const refunds = await t.db.select().from(schema.orderRefunds).where(eq(schema.orderRefunds.orderId, order.id));
    expect(refunds).toHaveLength(1);
    const refund = refunds[0]!;
    expect(refund).toMatchObject({ destination: "wallet", status: "credited" });
    expect(refund.amount % 100).toBe(0);
    expect(refund.amount).toBeGreaterThan(order.amount * 0.98);
    expect(refund.amount).toBeLessThanOrEqual(order.amount);
    const cash = (await ledgerOf(t, user.userId)).filter((row) => row.kind === "cash");
    expect(cash.map((row) => row.amount)).toEqual([refund.amount]);
    const notes = await t.db.select().from(schema.creditNotes).where(eq(schema.creditNotes.orderId, order.id));
    expect(notes.map((note) => note.total)).toEqual([refund.amount]);
    expect(closed.json().effects.join(" ")).toContain(notes[0]!.number);

    expect((await whoAmI(user)).statusCode).toBe(401);
    const refused = await login(user.email, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(closureMessages.closedLogin);
    expect((await close(user, { password: user.password })).statusCode).toBe(401);
    const [subscription] = await t.db.select().from(schema.userSubscriptions).where(eq(schema.userSubscriptions.userId, user.userId));
    // The closing day was paid for; nothing runs after it.
    expect(subscription!.expiryDate).toBe(indiaToday(new Date()));
  });

  it("reopens within the 7 days from the mailed link, once", async () => {
    clock.at = null;
    const { user } = await payingCustomer("reopen");
    expect((await close(user, { password: user.password, periodChoice: "end" })).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(schema.orderRefunds)
        .innerJoin(schema.orders, eq(schema.orders.id, schema.orderRefunds.orderId))
        .where(eq(schema.orders.userId, user.userId)),
    ).toHaveLength(0);
    const mail = await closingMail(user.email);
    const token = linkFrom(mail.raw, "reopen-account");

    clock.at = new Date(Date.now() + 6 * DAY);
    const reopened = await t.app.inject({ method: "POST", url: "/api/account/reopen", payload: { token } });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().email).toBe(user.email);
    expect((await t.app.inject({ method: "POST", url: "/api/account/reopen", payload: { token } })).statusCode).toBe(400);
    clock.at = null;
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    // The privacy pass long after leaves a reopened account alone.
    clock.at = new Date(Date.now() + 20 * DAY);
    await runPrivacyPass(t.app.deps);
    clock.at = null;
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("after 7 days erases it: the email, name and mobile remain only on invoices, credit notes and payment rows, and staff still download the invoice", async () => {
    clock.at = null;
    const { user, name, mobile, order } = await payingCustomer("erase");
    const saved = await t.app.inject({
      method: "POST",
      url: `/api/payment/SetUserPaymentFormDetails?userId=${user.userId}`,
      headers: user.auth,
      payload: {
        name,
        address: "12 MG Road",
        city: "Pune",
        state: "Maharashtra",
        country: "India",
        pinCode: "411001",
        phone: mobile,
        gstin: "",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A wrong password first: a login failure on record, counted against the account's limit.
    expect((await close(user, { password: "not-the-password-1", periodChoice: "refund" })).statusCode).toBe(400);
    expect((await close(user, { password: user.password, periodChoice: "refund" })).statusCode).toBe(200);
    const mail = await closingMail(user.email);
    const token = linkFrom(mail.raw, "reopen-account");
    // Before the erasure the customer is all over the database: profile, billing form, mail, logins.
    expect(await tablesHolding(user.email)).toEqual(expect.arrayContaining(["users", "mail_outbox", "invoices"]));
    expect(await tablesHolding(name)).toEqual(expect.arrayContaining(["users", "user_payment_form_details"]));
    expect(await tablesHolding(mobile)).toEqual(expect.arrayContaining(["users", "user_payment_form_details"]));

    clock.at = new Date(Date.now() + 8 * DAY);
    const report = await runPrivacyPass(t.app.deps);
    expect(report.erasedAccounts).toBe(1);
    expect((await runPrivacyPass(t.app.deps)).erasedAccounts).toBe(0);
    const allowed = ["credit_notes", "invoices", "manual_payments", "order_refunds", "orders"];
    for (const needle of [user.email, name, mobile]) {
      const holding = await tablesHolding(needle);
      expect(
        holding.filter((table) => !allowed.includes(table)),
        `${needle} is still in ${holding.join(", ")}`,
      ).toEqual([]);
    }
    expect(await tablesHolding(user.email)).toContain("invoices");
    expect(await t.db.select().from(schema.loginAttempts).where(eq(schema.loginAttempts.userId, user.userId))).toEqual([]);
    const limitKeys = await t.db.select({ key: schema.rateLimitHits.key }).from(schema.rateLimitHits);
    expect(limitKeys.filter(({ key }) => key === `user:${user.userId}` || key.endsWith(`:user:${user.userId}`))).toEqual([]);
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, user.userId));
    expect(row).toMatchObject({
      fullName: "Erased account",
      mobileNo: "",
      passwordHash: null,
      email: `erased-${user.userId}@erased.invalid`,
    });
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `user:${user.userId}`));
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["account-closed", "account-erased"]));
    expect((await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "privacy-pass"))).length).toBeGreaterThan(0);

    expect((await t.app.inject({ method: "POST", url: "/api/account/reopen", payload: { token } })).statusCode).toBe(400);
    clock.at = null;
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const invoice = await t.app.inject({ method: "GET", url: `/api/payment/Invoice?orderId=${order.id}`, headers: admin.auth });
    expect(invoice.statusCode).toBe(200);
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain(name);
    expect(text).toContain(user.email);

    // The address signs up again as a new, empty account.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        FullName: "Someone New",
        Email: user.email,
        Password: "",
        City: "",
        MobileNo: "9876543210",
        RegSrc: "Normal",
        AgeConfirmed: true,
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ category: "FreshRegistration" });
    const fresh = again.json().userId as number;
    expect(fresh).not.toBe(user.userId);
    expect(await ledgerOf(t, fresh)).toEqual([]);
    expect(await t.db.select().from(schema.invoices).where(eq(schema.invoices.userId, fresh))).toEqual([]);
    expect(await t.db.select().from(schema.userSubscriptions).where(eq(schema.userSubscriptions.userId, fresh))).toEqual([]);
  });

  it("holds the erasure while a payment of the closed account is on its way, and erases once it has settled", async () => {
    clock.at = null;
    const { user } = await payingCustomer("held");
    expect((await close(user, { password: user.password, periodChoice: "end" })).statusCode).toBe(200);
    // A card payment begun on another device before the closing reaches the gateway afterwards.
    const { form } = await pendingOrder(t, user.userId);

    clock.at = new Date(Date.now() + 8 * DAY);
    const held = await runPrivacyPass(t.app.deps);
    expect(held).toMatchObject({ erasedAccounts: 0, heldErasures: 1 });
    const [kept] = await t.db.select().from(schema.users).where(eq(schema.users.id, user.userId));
    expect(kept!.email).toBe(user.email);

    await submit(t, await payAtSimulator(t, form, "Simulate failure"));
    expect((await runPrivacyPass(t.app.deps)).erasedAccounts).toBe(1);
    const [erased] = await t.db.select().from(schema.users).where(eq(schema.users.id, user.userId));
    expect(erased!.email).toBe(`erased-${user.userId}@erased.invalid`);
  });

  it("is held while a payment is on its way, and refused to a member of staff", async () => {
    clock.at = null;
    const buyer = await createUser(t);
    await startPaying(t, buyer, standard);
    const [pending] = await t.db.select().from(schema.orders).where(eq(schema.orders.userId, buyer.userId));
    expect(pending!.status).toBe("pending");
    const held = await close(buyer, { password: buyer.password });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(closureMessages.pendingPayment);
    expect((await login(buyer.email, buyer.password)).statusCode).toBe(200);

    const staff = await close(admin, { password: admin.password });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(closureMessages.staff);
    // Nobody closes someone else's account.
    const other = await createUser(t);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/account/close",
          headers: other.auth,
          payload: { userId: buyer.userId, password: buyer.password },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/account/close", payload: { userId: buyer.userId, password: buyer.password } }))
        .statusCode,
    ).toBe(401);
  });

  it("confirms an account without a password by a mailed code", async () => {
    clock.at = null;
    const social = await createUser(t);
    await t.db.update(schema.users).set({ passwordHash: null }).where(eq(schema.users.id, social.userId));
    expect((await close(social, { code: "12345" })).json().message).toBe("This code has expired or was already used. Ask for a new code.");
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/account/close/code",
      headers: social.auth,
      payload: { userId: social.userId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    let mail = await smtp.nextMailTo(social.email);
    while (!mail.raw.includes("account closing code")) mail = await smtp.nextMailTo(social.email);
    const code = /code is (\d{5})/.exec(mail.raw)?.[1];
    expect(code).toBeDefined();
    const closed = await close(social, { code });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await whoAmI(social)).statusCode).toBe(401);
  });
});
