/**
 * The back office's customer calls (docs/business-rules.md#back-office-customers): who may call them, what each changes, the
 * reasons a change is refused with, and the audit row (who, when, before, after) each one leaves.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { quoteCall } from "./support/pricing.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let admin: TestUser;
let investor: TestUser;

beforeAll(async () => {
  ({ t, user: admin } = await createTestAppWithUser({ web: true }, { role: "Admin", name: "Office Admin" }));
  investor = await createUser(t, { name: "Meera Iyer" });
});
afterAll(() => t.close());

const post = (call: string, payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method: "POST", url: `/api/admin/${call}`, payload, headers: user?.auth ?? {} });
const get = (url: string, user: TestUser | null = admin) => t.app.inject({ method: "GET", url, headers: user?.auth ?? {} });
const auditOf = (action: string, userId: number) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.subject, `user:${userId}`)));
const roleOf = async (userId: number) =>
  (await t.db.select({ role: schema.users.role }).from(schema.users).where(eq(schema.users.id, userId)))[0]!.role;

/** One valid call per endpoint, for the guards. */
const calls = (userId: number): Array<[string, object]> => [
  ["SetUserRole", { userId, role: "SP" }],
  ["SetInstituteDiscount", { userId, percent: 10 }],
  ["ResendActivationMail", { userId }],
  ["SetAccountDisabled", { userId, disabled: true }],
  ["AdjustWallet", { userId, direction: "credit", currency: "INR", kind: "general", amount: 100, reason: "Goodwill" }],
];

describe("who may call them", () => {
  it("no token → 401 and an investor → 403 on every call, and nothing changes", async () => {
    for (const url of [`/api/admin/SearchUsers?q=${investor.email}`, `/api/admin/GetUserOverview?userId=${investor.userId}`]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, investor)).statusCode, url).toBe(403);
    }
    for (const [call, body] of calls(investor.userId)) {
      expect((await post(call, body, null)).statusCode, call).toBe(401);
      expect((await post(call, body, investor)).statusCode, call).toBe(403);
    }
    expect(await roleOf(investor.userId)).toBe("Investor");
    expect(await t.db.select().from(schema.walletLedger).where(eq(schema.walletLedger.userId, investor.userId))).toHaveLength(0);
  });

  it("bad input → 400 with the field's message, on every call", async () => {
    const bad: Array<[string, object, string]> = [
      ["SetUserRole", { userId: investor.userId, role: "Emperor" }, "role"],
      ["SetInstituteDiscount", { userId: investor.userId, percent: 101 }, "percent"],
      ["SetInstituteDiscount", { userId: investor.userId, percent: -1 }, "percent"],
      ["ResendActivationMail", { userId: "me" }, "userId"],
      ["SetAccountDisabled", { userId: investor.userId, disabled: "yes" }, "disabled"],
      [
        "AdjustWallet",
        { userId: investor.userId, direction: "credit", currency: "INR", kind: "general", amount: 100, reason: " " },
        "reason",
      ],
      [
        "AdjustWallet",
        { userId: investor.userId, direction: "credit", currency: "INR", kind: "general", amount: -5, reason: "x y z" },
        "amount",
      ],
    ];
    for (const [call, body, field] of bad) {
      const res = await post(call, body);
      expect(res.statusCode, call).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), call).toContain(field);
    }
    expect((await get("/api/admin/GetUserOverview?userId=abc")).statusCode).toBe(400);
    expect((await get("/api/admin/SearchUsers")).statusCode).toBe(400);
  });
});

describe("SearchUsers", () => {
  it("finds a user by email, name, mobile number or user id, with the pager's fields", async () => {
    const found = async (q: string) => (await get(`/api/admin/SearchUsers?q=${encodeURIComponent(q)}`)).json();
    const byEmail = await found(investor.email.toUpperCase());
    expect(byEmail).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(byEmail.users[0]).toMatchObject({ userId: investor.userId, name: "Meera Iyer", role: "Investor", disabled: false });
    expect((await found("meera iy")).users.map((u: { userId: number }) => u.userId)).toContain(investor.userId);
    expect((await found("+91 98765 43210")).users.map((u: { userId: number }) => u.userId)).toContain(investor.userId);
    const byId = await found(String(investor.userId));
    expect(byId.users[0].userId).toBe(investor.userId);
    expect(await found("%")).toMatchObject({ total: 0 });
    expect(await found("")).toMatchObject({ total: 0, users: [] });
  });

  it("pages ten at a time, newest first", async () => {
    for (let i = 0; i < 11; i++) await createUser(t, { name: `Pager Person ${i}` });
    const first = (await get("/api/admin/SearchUsers?q=pager%20person")).json();
    expect(first).toMatchObject({ total: 11, page: 1 });
    expect(first.users).toHaveLength(10);
    expect(first.users[0].name).toBe("Pager Person 10");
    const second = (await get("/api/admin/SearchUsers?q=pager%20person&page=2")).json();
    expect(second.users.map((u: { name: string }) => u.name)).toEqual(["Pager Person 0"]);
    // A page past the end shows the last one (docs/business-rules.md#pager).
    const past = (await get("/api/admin/SearchUsers?q=pager%20person&page=7")).json();
    expect(past).toMatchObject({ total: 11, page: 2 });
    expect(past.users.map((u: { name: string }) => u.name)).toEqual(["Pager Person 0"]);
  });

  it("counts up to 1,000 matches, then says more than 1,000 and pages through the newest 1,000 (docs/business-rules.md#pager)", async () => {
    const crowd = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => ({
        email: `crowd.${from + i}@example.in`,
        fullName: `Crowded Name ${from + i}`,
        mobileNo: "9876543210",
        createdAt: new Date(Date.UTC(2026, 0, 1) + (from + i) * 60_000),
      }));
    await t.db.insert(schema.users).values(crowd(0, 1_000));
    expect((await get("/api/admin/SearchUsers?q=crowded%20name")).json()).toMatchObject({ total: 1_000, totalCapped: false });

    await t.db.insert(schema.users).values(crowd(1_000, 1_005));
    const first = (await get("/api/admin/SearchUsers?q=crowded%20name")).json();
    expect(first).toMatchObject({ total: 1_000, totalCapped: true, page: 1 });
    expect(first.users[0].name).toBe("Crowded Name 1004");
    // A page past the hundredth shows the hundredth: the newest 1,000's last ten, not the five oldest.
    const last = (await get("/api/admin/SearchUsers?q=crowded%20name&page=101")).json();
    expect(last).toMatchObject({ page: 100, totalCapped: true });
    expect(last.users.map((u: { name: string }) => u.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Crowded Name ${14 - i}`));

    const page = await t.app.inject({
      method: "GET",
      url: "/admin/users?q=crowded%20name",
      headers: { cookie: `investar_session=${admin.token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("More than 1,000 customers found");
    expect(page.body).toContain("These pages show the newest 1,000. Type more of the email, name or mobile number");
  });
});

describe("SetUserRole", () => {
  it("grants and revokes a role, and the change is audit-logged with before and after", async () => {
    const customer = await createUser(t);
    expect((await post("SetUserRole", { userId: customer.userId, role: "SPAdmin" })).json()).toEqual({
      userId: customer.userId,
      role: "SPAdmin",
    });
    // The role is read with the session: the customer is an admin at their next request.
    expect((await get(`/api/admin/SearchUsers?q=x`, customer)).statusCode).toBe(200);
    expect((await post("SetUserRole", { userId: customer.userId, role: "Investor" })).statusCode).toBe(200);
    expect((await get(`/api/admin/SearchUsers?q=x`, customer)).statusCode).toBe(403);
    const rows = await auditOf("user-role-set", customer.userId);
    expect(rows.map((r) => [r.actorId, r.details])).toEqual([
      [admin.userId, { before: { role: "Investor" }, after: { role: "SPAdmin" } }],
      [admin.userId, { before: { role: "SPAdmin" }, after: { role: "Investor" } }],
    ]);
  });

  it("refuses an admin removing their own admin role, and changes nothing", async () => {
    const res = await post("SetUserRole", { userId: admin.userId, role: "Investor" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You can't remove your own admin role. Ask another admin to do it.");
    expect(await roleOf(admin.userId)).toBe("Admin");
    expect(await auditOf("user-role-set", admin.userId)).toHaveLength(0);
  });

  it("answers 404 for a user that does not exist", async () => {
    expect((await post("SetUserRole", { userId: 99_999_999, role: "SP" })).statusCode).toBe(404);
  });
});

describe("SetInstituteDiscount", () => {
  it("sets the percent the next Quote gives, audit-logged", async () => {
    const student = await createUser(t);
    const quote = async () => (await quoteCall(t, { currency: "INR", product: "Basic", plan: "Month" }, student.auth)).json();
    expect(JSON.stringify(await quote())).not.toContain("Institute discount");
    expect((await post("SetInstituteDiscount", { userId: student.userId, percent: 12.5 })).json()).toEqual({
      userId: student.userId,
      percent: 12.5,
    });
    expect(JSON.stringify(await quote())).toContain("Institute discount");
    const [row] = await auditOf("user-institute-discount-set", student.userId);
    expect(row!.details).toEqual({ before: { percent: 0 }, after: { percent: 12.5 } });
  });
});

describe("ResendActivationMail", () => {
  it("queues a fresh activation mail for an unverified account, and refuses a verified one", async () => {
    const [pending] = await t.db
      .insert(schema.users)
      .values({ email: `pending.${Date.now()}@example.in`, fullName: "Not Yet" })
      .returning({ id: schema.users.id, email: schema.users.email });
    expect((await post("ResendActivationMail", { userId: pending!.id })).json()).toEqual({ userId: pending!.id, email: pending!.email });
    const mails = await t.db
      .select({ subject: schema.mailOutbox.subject })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, pending!.email));
    expect(mails).toEqual([{ subject: "Activate your Investar account" }]);
    expect(await auditOf("user-activation-mail-sent", pending!.id)).toHaveLength(1);

    const refused = await post("ResendActivationMail", { userId: investor.userId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("is already verified");
  });
});

describe("SetAccountDisabled", () => {
  it("signs a disabled account out everywhere and refuses its login; enabled again, it logs in", async () => {
    const customer = await createUser(t);
    const login = () =>
      t.app.inject({ method: "POST", url: "/api/auth/login", payload: { userName: customer.email, password: customer.password } });
    const me = () => get(`/api/user/GetEmailAddressProfile?userId=${customer.userId}`, customer);
    expect((await me()).statusCode).toBe(200);

    const res = await post("SetAccountDisabled", { userId: customer.userId, disabled: true });
    expect(res.json()).toEqual({ userId: customer.userId, disabled: true, signedOutSessions: 1 });
    expect((await me()).statusCode).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This account has been disabled. Please contact support.");
    // A wrong password still says only that the login failed.
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userName: customer.email, password: "Wrong-password-1" },
    });
    expect(wrong.statusCode).toBe(401);

    expect((await post("SetAccountDisabled", { userId: customer.userId, disabled: false })).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    const rows = await auditOf("user-disabled", customer.userId);
    expect(rows[0]!.details).toEqual({ before: { disabled: false }, after: { disabled: true, signedOutSessions: 1 } });
    expect(await auditOf("user-enabled", customer.userId)).toHaveLength(1);
  });

  it("refuses an admin disabling their own account", async () => {
    expect((await post("SetAccountDisabled", { userId: admin.userId, disabled: true })).statusCode).toBe(403);
  });
});

describe("AdjustWallet", () => {
  it("credits and debits with the reason the customer sees, never below zero, audit-logged with the balances", async () => {
    const customer = await createUser(t);
    const adjust = (direction: "credit" | "debit", amount: number) =>
      post("AdjustWallet", {
        userId: customer.userId,
        direction,
        currency: "INR",
        kind: "general",
        amount,
        reason: "Goodwill for the outage",
      });
    expect((await adjust("credit", 50_000)).json()).toMatchObject({ userId: customer.userId, balance: 50_000 });
    expect((await adjust("debit", 20_000)).json()).toMatchObject({ balance: 30_000 });

    const over = await adjust("debit", 30_001);
    expect(over.statusCode).toBe(409);
    expect(over.json().errors.amount[0]).toBe("The general credit is ₹300: a debit of ₹300 would take it below zero.");

    const wallet = (await get(`/api/payment/GetUsersWalletDetails?userId=${customer.userId}`, customer)).json();
    expect(wallet.balances.INR.Credit).toBe(300);
    expect(wallet.entries.map((e: { amount: number; reason: string }) => [e.amount, e.reason])).toEqual([
      [-200, "Goodwill for the outage"],
      [500, "Goodwill for the outage"],
    ]);
    const rows = await auditOf("wallet-adjusted", customer.userId);
    expect(
      rows.map((r) => [r.actorId, (r.details as { before: unknown }).before, (r.details as { after: { balance: number } }).after.balance]),
    ).toEqual([
      [admin.userId, { currency: "INR", kind: "general", balance: 0 }, 50_000],
      [admin.userId, { currency: "INR", kind: "general", balance: 50_000 }, 30_000],
    ]);
  });
});

describe("GetUserOverview", () => {
  it("shows profile, sign-up, trial, subscriptions, wallet, orders, invoices, webinars and the user's audit trail", async () => {
    const customer = await createUser(t, { name: "Overview Person" });
    await post("AdjustWallet", {
      userId: customer.userId,
      direction: "credit",
      currency: "INR",
      kind: "general",
      amount: 12_300,
      reason: "Welcome",
    });
    await post("SetInstituteDiscount", { userId: customer.userId, percent: 5 });
    const res = await get(`/api/admin/GetUserOverview?userId=${customer.userId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile).toMatchObject({
      userId: customer.userId,
      name: "Overview Person",
      email: customer.email,
      role: "Investor",
      isAdmin: false,
      isEmailVerified: true,
      disabledAt: null,
      signUp: { source: "Normal" },
      instituteDiscountPercent: 5,
    });
    expect(body.profile.trialEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.subscriptions).toEqual({ desktop: null, mobile: null });
    expect(body.wallet.balances.INR.general).toBe(12_300);
    expect(body.wallet.entries[0]).toMatchObject({ amount: 12_300, reason: "Welcome" });
    expect(body.orders).toMatchObject({ entries: [], total: 0 });
    expect(body.taxDocuments).toEqual([]);
    expect(body.webinars).toEqual([]);
    expect(body.audit.entries.map((e: { action: string }) => e.action)).toEqual([
      "user-institute-discount-set",
      "wallet-adjusted",
      "wallet-credit",
    ]);
    expect(body.audit.entries[0]).toMatchObject({ actorId: admin.userId, actorEmail: admin.email, subject: `user:${customer.userId}` });
    expect((await get("/api/admin/GetUserOverview?userId=99999999")).statusCode).toBe(404);
  });
});
