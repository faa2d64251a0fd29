/**
 * The back office's wallet adjustment under a race (docs/business-rules.md#back-office-customers): two admins debiting
 * the whole balance at once, which only PostgreSQL's row locks can show (docs/adr/0032-fast-tests.md#which-tests-run-on-postgresql).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ t, user: admin } = await createTestAppWithUser({}, { role: "Admin", name: "Office Admin" }));
});
afterAll(() => t.close());

const post = (call: string, payload: object) => t.app.inject({ method: "POST", url: `/api/admin/${call}`, payload, headers: admin.auth });
const get = (url: string, user: TestUser) => t.app.inject({ method: "GET", url, headers: user.auth });

describe("AdjustWallet under a race", () => {
  it("lets only one of two parallel debits of the whole balance through", async () => {
    const customer = await createUser(t);
    const body = (direction: string) => ({
      userId: customer.userId,
      direction,
      currency: "USD",
      kind: "cash",
      amount: 1000,
      reason: "Correction",
    });
    await post("AdjustWallet", body("credit"));
    const results = await Promise.all([post("AdjustWallet", body("debit")), post("AdjustWallet", body("debit"))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const wallet = (await get(`/api/payment/GetUsersWalletDetails?userId=${customer.userId}`, customer)).json();
    expect(wallet.balances.USD.CashCredit).toBe(0);
  });
});
