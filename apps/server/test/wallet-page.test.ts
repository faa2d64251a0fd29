import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCatalogue } from "../src/features/catalogue/services/load-catalogue.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { seedWalletLedger } from "./support/wallet.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let owner: TestUser;
let empty: TestUser;

beforeAll(async () => {
  ({ t, user: owner } = await createTestAppWithUser({ web: true }));
  empty = await createUser(t);
  await seedWalletLedger(t.app.deps, owner.userId, {
    refund: { amount: 500_00, reason: "Refund of order 12" },
    referralBonus: 100_00,
    referralReferences: true,
  });
});
afterAll(() => t.close());

const page = (path: string, user?: TestUser) =>
  t.app.inject({ method: "GET", url: path, headers: user ? { cookie: `investar_session=${user.token}` } : {} });
const rows = (html: string) => [...html.matchAll(/<tr>(.*?)<\/tr>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|"));
/** The "Older" link's address, as the browser would follow it. */
const olderLink = (html: string) => {
  const href = /<a[^>]*href="([^"]*older=[^"]*)"[^>]*>Older/.exec(html)?.[1];
  return href ? href.replaceAll("&amp;", "&") : null;
};
const ledgerRows = (html: string) => rows(html.slice(html.indexOf('class="table wallet-history"'))).slice(1);

describe("the My Wallet page", () => {
  it("shows the balances by kind in rupees and dollars, with totals", async () => {
    const res = await page("/my-investar/my-wallet", owner);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>My Wallet</h1>");
    const balances = rows(res.body.slice(res.body.indexOf('class="table wallet-balances"'), res.body.indexOf("</table>")));
    expect(balances).toEqual([
      "|Credit|Indian rupees (INR)|US dollars (USD)|",
      "|Subscription credit|₹1,250|$0.00|",
      "|Cash credit|₹500|$0.00|",
      "|General credit|₹2,100|$12.34|",
      "|Total|₹3,850|$12.34|",
    ]);
  });

  it("says what each credit pays for and the order it is spent in: cash credit only when enabled, never for recurring", async () => {
    const html = (await page("/my-investar/my-wallet", owner)).body;
    const order = (body: string) =>
      [
        ...body
          .slice(body.indexOf('class="wallet-order"'))
          .split("</ol>")[0]!
          .matchAll(/<li>([^<]+)<\/li>/g),
      ].map((m) => m[1]);
    expect(order(html)).toEqual(["Subscription credit", "General credit"]);
    expect(html).toContain("At present it is not used to pay for subscriptions");
    expect(html).toContain("Wallet credit is never used for recurring (auto-renewing) payments.");

    await t.db.update(schema.catalogueSettings).set({ cashCreditEnabled: true });
    invalidateCatalogue(t.app.deps);
    try {
      const enabled = (await page("/my-investar/my-wallet", owner)).body;
      expect(order(enabled)).toEqual(["Subscription credit", "Cash credit", "General credit"]);
      // The page's data carries its messages; what it shows is the kinds' list.
      const shown = enabled.slice(enabled.indexOf('class="wallet-kind-list"'), enabled.indexOf('id="wallet-history-heading"'));
      expect(shown).not.toContain("At present it is not used to pay for subscriptions");
    } finally {
      await t.db.update(schema.catalogueSettings).set({ cashCreditEnabled: false });
      invalidateCatalogue(t.app.deps);
    }
  });

  it("explains each credit in plain words: where it comes from, what it pays for, and that only cash credit can be refunded", async () => {
    const html = (await page("/my-investar/my-wallet", owner)).body;
    const kinds = html.slice(html.indexOf('class="wallet-kind-list"'), html.indexOf('id="wallet-use-heading"'));
    const cards = [...kinds.matchAll(/<li class="card wallet-kind">(.*?)<\/li>/gs)].map((m) =>
      m[1]!.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|"),
    );
    expect(cards).toHaveLength(3);
    expect(cards[0]).toMatch(
      /^\|Subscription credit\|Where it comes from\|.+\|What it pays for\|Desktop and mobile subscriptions.+\|Can it be refunded\?\|No\./,
    );
    expect(cards[1]).toMatch(
      /^\|Cash credit\|.+\|What it pays for\|At present it is not used.+\|Can it be refunded\?\|Yes\..+\|Ask support for it\|/,
    );
    expect(cards[2]).toMatch(/^\|General credit\|Where it comes from\|Rewards for friends you referred.+\|Can it be refunded\?\|No\./);
  });

  it("lists the newest ten entries with date, kind, signed amount, reason and reference, and links to older ones", async () => {
    const html = (await page("/my-investar/my-wallet", owner)).body;
    expect(html).toContain("Your latest wallet entries, newest first");
    const ledger = ledgerRows(html);
    expect(ledger).toHaveLength(10);
    expect(ledger[0]).toMatch(/^\|\d{1,2} \w{3} \d{4}\|General credit\|Credit of \|\+\|₹100\|Referral bonus 21\|referral-21\|$/);
    expect(olderLink(html)).toMatch(/^\/my-investar\/my-wallet\?older=/);
    expect(html).toContain('aria-label="Wallet history pages"');
    expect(html).toMatch(/<span class="pager__link" aria-disabled="true">« Newest<\/span>/);
  });

  it("walks older by the link in the address (ADR 0063): the last page holds the oldest entries, debits with a minus", async () => {
    const second = (await page(olderLink((await page("/my-investar/my-wallet", owner)).body)!, owner)).body;
    expect(second).toContain("Older wallet entries, newest first");
    expect(ledgerRows(second)).toHaveLength(10);
    const third = (await page(olderLink(second)!, owner)).body;
    expect(ledgerRows(third).map((row) => row.split("|").slice(2, 7).join(" "))).toEqual([
      "General credit Credit of  + ₹100 Referral bonus 1",
      "Subscription credit Debit of  − ₹750 Paid towards order 17",
      "General credit Credit of  + $12.34 Goodwill",
      "Cash credit Credit of  + ₹500 Refund of order 12",
      "Subscription credit Credit of  + ₹2,000 Unused days of Standard",
    ]);
    expect(olderLink(third)).toBeNull();
    expect(third).toMatch(/href="\/my-investar\/my-wallet"[^>]*>« Newest/);
  });

  it("refuses a position that is not one, and shows the newest entries for an old page number", async () => {
    const res = await page("/my-investar/my-wallet?older=abc", owner);
    expect(res.statusCode).toBe(400);
    const old = await page("/my-investar/my-wallet?page=3", owner);
    expect(old.statusCode).toBe(200);
    expect(old.body).toContain("Your latest wallet entries, newest first");
  });

  it("explains how credit is earned when the wallet is empty", async () => {
    const html = (await page("/my-investar/my-wallet", empty)).body;
    expect(html).toContain("Your wallet is empty.");
    for (const way of ["Referrals:", "Refunds:", "Offers:"]) expect(html).toContain(way);
    expect(html).toContain('href="/my-investar/my-referral"');
    expect(html).not.toContain('class="table wallet-history"');
    expect(html).toContain("₹0");
  });

  it("sends a visitor to the login page with the way back", async () => {
    const res = await page("/my-investar/my-wallet");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/user/login?returnUrl=${encodeURIComponent("/my-investar/my-wallet")}`);
  });
});
