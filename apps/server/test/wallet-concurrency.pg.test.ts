import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { AppError } from "../src/errors.ts";
import { creditWallet } from "../src/features/wallet/services/credit-wallet.ts";
import { debitWallet } from "../src/features/wallet/services/debit-wallet.ts";
import { walletBalances } from "../src/features/wallet/services/wallet-balances.ts";
import { createUser } from "./support/sessions.ts";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`wallet debits under concurrency (${databaseKind})`, () => {
  it("lets exactly 10 of 50 parallel ₹100 debits through a ₹1,000 wallet; the balance never goes below zero", async () => {
    const { userId } = await createUser(t);
    const deps = t.app.deps;
    await creditWallet(deps, { userId, currency: "INR", kind: "subscription", amount: 1000_00, reason: "Credit for the test" });

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        debitWallet(deps, { userId, currency: "INR", kind: "subscription", amount: 100_00, reason: `Spend ${i}` }),
      ),
    );
    const succeeded = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(succeeded).toHaveLength(10);
    expect(refused.every((r) => r.reason instanceof AppError && r.reason.code === "InsufficientWalletBalance")).toBe(true);
    // Each successful debit saw the one before it: the balances they left are 900, 800, … 0, each once.
    expect(succeeded.map((r) => r.value.balance).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i * 100_00));

    expect((await walletBalances(t.db, userId)).byCurrency.INR.subscription).toBe(0);
    // Replaying the ledger in commit order, the running balance is never negative.
    const rows = await t.db
      .select({ amount: schema.walletLedger.amount })
      .from(schema.walletLedger)
      .where(eq(schema.walletLedger.userId, userId))
      .orderBy(asc(schema.walletLedger.id));
    let running = 0;
    for (const { amount } of rows) {
      running += amount;
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect(rows).toHaveLength(11);
  });

  it("keeps debits of one user from blocking another's, and each wallet exact", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const deps = t.app.deps;
    for (const user of [a, b])
      await creditWallet(deps, { userId: user.userId, currency: "USD", kind: "general", amount: 5_00, reason: "Credit for the test" });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        debitWallet(deps, { userId: (i % 2 ? a : b).userId, currency: "USD", kind: "general", amount: 1_00, reason: `Spend ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    for (const user of [a, b]) expect((await walletBalances(t.db, user.userId)).byCurrency.USD.general).toBe(0);
  });
});
