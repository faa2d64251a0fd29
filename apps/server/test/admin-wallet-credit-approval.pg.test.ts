/**
 * docs/business-rules.md#wallet-credit-approval: no admin credits their own wallet, and a credit above
 * WALLET_CREDIT_APPROVAL_LIMIT_INR waits for a second admin's approval; every step is audit-logged.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WALLET_CREDIT_APPROVAL_LIMIT, walletCreditMessages } from "@investar/core";
import { schema } from "@investar/db";
import { auditActionsAbout } from "./support/audit-log.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { databaseKind, type TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let asker: TestUser;
let approver: TestUser;
let thirdAdmin: TestUser;

beforeAll(async () => {
  ({ t, user: asker } = await createTestAppWithUser({}, { role: "Admin", name: "Asking Admin" }));
  approver = await createUser(t, { role: "SPAdmin", name: "Approving Admin" });
  thirdAdmin = await createUser(t, { role: "Admin", name: "Third Admin" });
});
afterAll(() => t.close());

const LIMIT = DEFAULT_WALLET_CREDIT_APPROVAL_LIMIT.INR * 100;
const post = (call: string, payload: object, user: TestUser) =>
  t.app.inject({ method: "POST", url: `/api/admin/${call}`, payload, headers: user.auth });
const credit = (userId: number, amount: number, by: TestUser = asker) =>
  post("AdjustWallet", { userId, direction: "credit", currency: "INR", kind: "general", amount, reason: "Goodwill for the outage" }, by);
const general = async (userId: number) =>
  (await t.db.select().from(schema.walletLedger).where(eq(schema.walletLedger.userId, userId))).reduce((sum, row) => sum + row.amount, 0);
const auditActions = (userId: number) => auditActionsAbout(t, userId);
const overview = async (userId: number, by: TestUser = approver) =>
  (await t.app.inject({ method: "GET", url: `/api/admin/GetUserOverview?userId=${userId}`, headers: by.auth })).json();

describe(`admin wallet credits (${databaseKind})`, () => {
  it("refuses an admin crediting their own wallet, whatever the amount", async () => {
    for (const amount of [100, LIMIT + 100]) {
      const res = await credit(asker.userId, amount);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(walletCreditMessages.selfCredit);
    }
    expect(await general(asker.userId)).toBe(0);
    expect(await t.db.select().from(schema.walletCreditRequests).where(eq(schema.walletCreditRequests.userId, asker.userId))).toEqual([]);
    // A debit of one's own wallet (a correction) is not a credit.
    expect(
      (
        await post(
          "AdjustWallet",
          { userId: asker.userId, direction: "debit", currency: "INR", kind: "general", amount: 1, reason: "Fix" },
          asker,
        )
      ).statusCode,
    ).toBe(409);
  });

  it("credits up to the limit at once, as before", async () => {
    const customer = await createUser(t);
    const res = await credit(customer.userId, LIMIT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ balance: LIMIT, pendingRequestId: null });
    expect(await general(customer.userId)).toBe(LIMIT);
    expect(await auditActions(customer.userId)).toContain("wallet-adjusted");
  });

  it("holds a credit above the limit until another admin approves it, then credits it once", async () => {
    const customer = await createUser(t);
    const asked = await credit(customer.userId, LIMIT + 100);
    expect(asked.statusCode, asked.body).toBe(200);
    const { pendingRequestId } = asked.json();
    expect(asked.json()).toMatchObject({ entryId: null, balance: 0, pendingRequestId: expect.any(Number) });
    expect(await general(customer.userId)).toBe(0);
    expect((await overview(customer.userId)).pendingWalletCredits).toEqual([
      expect.objectContaining({
        requestId: pendingRequestId,
        amount: LIMIT + 100,
        kind: "general",
        requestedBy: expect.objectContaining({ userId: asker.userId }),
      }),
    ]);

    const own = await post("ApproveWalletCredit", { requestId: pendingRequestId }, asker);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(walletCreditMessages.ownRequest);
    expect((await post("RejectWalletCredit", { requestId: pendingRequestId }, asker)).statusCode).toBe(403);
    expect(await general(customer.userId)).toBe(0);

    const approved = await post("ApproveWalletCredit", { requestId: pendingRequestId }, approver);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ requestId: pendingRequestId, userId: customer.userId, balance: LIMIT + 100 });
    expect(await general(customer.userId)).toBe(LIMIT + 100);
    expect((await post("ApproveWalletCredit", { requestId: pendingRequestId }, thirdAdmin)).statusCode).toBe(409);
    expect((await post("RejectWalletCredit", { requestId: pendingRequestId }, thirdAdmin)).statusCode).toBe(409);
    expect(await general(customer.userId)).toBe(LIMIT + 100);
    expect((await overview(customer.userId)).pendingWalletCredits).toEqual([]);
    expect(await auditActions(customer.userId)).toEqual(expect.arrayContaining(["wallet-credit-requested", "wallet-credit-approved"]));
    const [row] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subject, `user:${customer.userId}`), eq(schema.auditLog.action, "wallet-credit-approved")));
    expect(row).toMatchObject({
      actorId: approver.userId,
      details: expect.objectContaining({ requestedBy: asker.userId, amount: LIMIT + 100 }),
    });
  });

  it("a rejected credit credits nothing, and is audit-logged", async () => {
    const customer = await createUser(t);
    const { pendingRequestId } = (await credit(customer.userId, LIMIT * 5)).json();
    const rejected = await post("RejectWalletCredit", { requestId: pendingRequestId }, approver);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await post("ApproveWalletCredit", { requestId: pendingRequestId }, thirdAdmin)).statusCode).toBe(409);
    expect(await general(customer.userId)).toBe(0);
    expect(await auditActions(customer.userId)).toEqual(expect.arrayContaining(["wallet-credit-requested", "wallet-credit-rejected"]));
  });

  it("an admin can't approve a credit to their own wallet that another admin asked for", async () => {
    const { pendingRequestId } = (await credit(approver.userId, LIMIT + 1)).json();
    const res = await post("ApproveWalletCredit", { requestId: pendingRequestId }, approver);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(walletCreditMessages.forDecider);
    expect(await general(approver.userId)).toBe(0);
  });

  it("two admins approving at once credit it exactly once", async () => {
    const customer = await createUser(t);
    const { pendingRequestId } = (await credit(customer.userId, LIMIT + 500)).json();
    const answers = await Promise.all([
      post("ApproveWalletCredit", { requestId: pendingRequestId }, approver),
      post("ApproveWalletCredit", { requestId: pendingRequestId }, thirdAdmin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await general(customer.userId)).toBe(LIMIT + 500);
  });

  it("answers 400 for a bad request id and 404 for an unknown one", async () => {
    expect((await post("ApproveWalletCredit", { requestId: "one" }, approver)).statusCode).toBe(400);
    expect((await post("RejectWalletCredit", {}, approver)).statusCode).toBe(400);
    expect((await post("ApproveWalletCredit", { requestId: 987_654 }, approver)).statusCode).toBe(404);
  });
});
