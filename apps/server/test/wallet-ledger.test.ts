import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { creditWallet } from "../src/features/wallet/services/credit-wallet.ts";
import { debitWallet } from "../src/features/wallet/services/debit-wallet.ts";
import type { TestUser } from "./support/sessions.ts";
import { seedWalletLedger } from "./support/wallet.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const t = suiteApp();
const owner = suiteUser(t);
const empty = suiteUser(t);

beforeAll(async () => {
  await seedWalletLedger(t.app.deps, owner.userId, {
    refund: { amount: 500_50, reason: "Refund" },
    referralBonus: 1_00,
    referralReferences: false,
  });
});

const get = (url: string, user: TestUser) => t.app.inject({ method: "GET", url, headers: user.auth });

describe("GET /api/payment/GetWalletDetails", () => {
  it("answers balances by currency and kind in units: the sum of the ledger", async () => {
    const res = await get(`/api/payment/GetWalletDetails?userId=${owner.userId}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      INR: { currency: "INR", SubscrCredit: 1250, CashCredit: 500.5, Credit: 21 },
      USD: { currency: "USD", SubscrCredit: 0, CashCredit: 0, Credit: 12.34 },
    });
  });

  it("answers zeros for an empty wallet and 400 for a bad userId", async () => {
    const zero = { SubscrCredit: 0, CashCredit: 0, Credit: 0 };
    expect((await get(`/api/payment/GetWalletDetails?userId=${empty.userId}`, empty)).json()).toEqual({
      INR: { currency: "INR", ...zero },
      USD: { currency: "USD", ...zero },
    });
    const res = await get("/api/payment/GetWalletDetails?userId=-4", empty);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/userId/);
  });
});

describe("GET /api/payment/GetUsersWalletDetails", () => {
  it("answers the balances and the newest 10 entries first", async () => {
    const body = (await get(`/api/payment/GetUsersWalletDetails?userId=${owner.userId}`, owner)).json();
    expect(body.balances.INR.SubscrCredit).toBe(1250);
    expect(body).toMatchObject({ totalEntries: 25, page: 1, pageCount: 3, pageSize: 10, pages: [1, 2, 3] });
    expect(body.entries).toHaveLength(10);
    expect(body.entries[0]).toMatchObject({ currency: "INR", kind: "general", amount: 1, reason: "Referral bonus 21" });
  });

  it("pages through the history; the last page holds the oldest entries, debits negative", async () => {
    const body = (await get(`/api/payment/GetUsersWalletDetails?userId=${owner.userId}&page=3`, owner)).json();
    expect(body.page).toBe(3);
    expect(body.entries.map((e: { reason: string; amount: number }) => [e.reason, e.amount])).toEqual([
      ["Referral bonus 1", 1],
      ["Paid towards order 17", -750],
      ["Goodwill", 12.34],
      ["Refund", 500.5],
      ["Unused days of Standard", 2000],
    ]);
    expect(body.entries[1].reference).toBe("order-17");
  });

  it("shows the last page for a page past the end, and refuses page=0 with 400", async () => {
    expect((await get(`/api/payment/GetUsersWalletDetails?userId=${owner.userId}&page=40`, owner)).json().page).toBe(3);
    const res = await get(`/api/payment/GetUsersWalletDetails?userId=${owner.userId}&page=0`, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/page/);
  });
});

describe("POST /api/payment/GetUSDWalletDetails", () => {
  it("answers the US-dollar wallet", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payment/GetUSDWalletDetails",
      headers: owner.auth,
      payload: { userId: owner.userId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ currency: "USD", SubscrCredit: 0, CashCredit: 0, Credit: 12.34 });
  });

  it("refuses a body without userId with 400", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/payment/GetUSDWalletDetails", headers: owner.auth, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/userId/);
  });
});

describe("debitWallet and creditWallet", () => {
  it("refuse to spend more than the balance of that currency and kind, with the balances in words", async () => {
    const deps = t.app.deps;
    await expect(
      debitWallet(deps, { userId: owner.userId, currency: "INR", kind: "subscription", amount: 1300_00, reason: "Too much" }),
    ).rejects.toMatchObject({
      code: "InsufficientWalletBalance",
      status: 409,
      message: "Your subscription credit is ₹1,250, less than the ₹1,300 needed.",
    });
    // USD general credit can't pay an INR debit.
    await expect(
      debitWallet(deps, { userId: owner.userId, currency: "INR", kind: "general", amount: 22_00, reason: "Wrong currency" }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("leave an audit row for every movement (docs/architecture.md#audit-log), and none for a refused one", async () => {
    const audit = schema.auditLog;
    const rowsFor = () =>
      t.db
        .select()
        .from(audit)
        .where(and(eq(audit.subject, `user:${owner.userId}`), like(audit.action, "wallet-%")));
    const before = await rowsFor();
    expect(before).toHaveLength(25);
    expect(before.filter((row) => row.action === "wallet-debit")).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ currency: "INR", kind: "subscription", amount: -750_00, reference: "order-17" }),
      }),
    ]);
    await expect(
      debitWallet(t.app.deps, { userId: owner.userId, currency: "USD", kind: "cash", amount: 1, reason: "Nothing there" }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await rowsFor()).toHaveLength(25);
  });

  it("refuse amounts that are not positive whole minor units", async () => {
    for (const amount of [0, -5, 1.5]) {
      await expect(
        creditWallet(t.app.deps, { userId: owner.userId, currency: "INR", kind: "general", amount, reason: "Bad" }),
      ).rejects.toMatchObject({ status: 400 });
      await expect(
        debitWallet(t.app.deps, { userId: owner.userId, currency: "INR", kind: "general", amount, reason: "Bad" }),
      ).rejects.toMatchObject({ status: 400 });
    }
  });
});
