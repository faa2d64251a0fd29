import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { historyOf, ledgerOf, paymentRequest, previewQuote, receiptsTo, subscriptionOf, type SelectionInput } from "./support/checkout.ts";
import { orderNamed } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { customerWithCredit } from "./support/wallet.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (user: TestUser, body: unknown) =>
  t.app.inject({ method: "POST", url: "/api/payment/ChangeSubscription", headers: user.auth, payload: body as object });
const changeOf = (user: TestUser, selection: SelectionInput) => change(user, paymentRequest(user.userId, selection, "ChangeSub"));
const changesMade = async (user: TestUser) => {
  const answer = await t.app.inject({
    method: "GET",
    url: `/api/payment/GetChangeSubscriptionCount?userId=${user.userId}`,
    headers: user.auth,
  });
  return answer.json() as { changesMade: number; changesAllowed: number; changesLeft: number };
};

const creditedCustomer = (amount = 20_000_00) => customerWithCredit(t, amount, "Unused days of an earlier plan");

const addOns = ["Intraday (NSE Cash 5-Min)", "Intraday (NSE Cash 1-Min)", "Nifty Special (5-Min)", "Intraday (NSE F&O 5-Min)"];
const keepExpiry = (count: number): SelectionInput => ({
  product: "Standard",
  plan: "Quarter",
  useWallet: true,
  expiryMode: 0,
  addons: addOns.slice(0, count),
});

describe("POST payment/ChangeSubscription (gateway ChangeSub)", () => {
  it("applies a change the wallet pays in full at once, through the same activation as a card payment", async () => {
    const user = await creditedCustomer();
    const selection: SelectionInput = { product: "Standard", plan: "Quarter", useWallet: true };
    const preview = await previewQuote(t, user, selection);
    expect(preview).toMatchObject({ total: 0, subscrDed: 2941 });

    const answer = await changeOf(user, selection);
    expect(answer.statusCode).toBe(200);
    const { orderNumber, activatedUntil, message } = answer.json();
    expect(activatedUntil).toBe(preview.newExpiryDate);
    expect(message).toMatch(/^Your subscription has been changed\. It runs until /);
    expect(await orderNamed(t, orderNumber)).toMatchObject({ gateway: "ChangeSub", status: "paid", amount: 0 });
    expect(await subscriptionOf(t, user.userId)).toMatchObject({
      baseProduct: "Standard",
      expiryDate: preview.newExpiryDate,
      isSubscribed: true,
    });
    expect((await ledgerOf(t, user.userId)).filter((entry) => entry.amount < 0).map(({ kind, amount }) => [kind, amount])).toEqual([
      ["subscription", -2941_00],
    ]);
    expect(await historyOf(t, user.userId)).toEqual([
      expect.objectContaining({ gateway: "ChangeSub", amountPaid: 0, walletPaid: 2941_00 }),
    ]);
    expect(await receiptsTo(t, user.email)).toHaveLength(1);
    // Buying a new period is a renewal paid by credits, not one of the period's free changes.
    expect(await changesMade(user)).toMatchObject({ changesMade: 0, changesLeft: 3 });
  });

  it("is limited to the period's free changes; over the limit nothing changes and the request comes back", async () => {
    const user = await creditedCustomer(50_000_00);
    expect((await changeOf(user, { product: "Standard", plan: "Quarter", useWallet: true })).statusCode).toBe(200);
    for (let count = 1; count <= 3; count++) {
      const answer = await changeOf(user, keepExpiry(count));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(await changesMade(user)).toMatchObject({ changesMade: count, changesLeft: 3 - count });
    }
    const ledgerBefore = await ledgerOf(t, user.userId);
    const refused = await changeOf(user, keepExpiry(4));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "ChangeLimitReached",
      request: { userId: user.userId, paymentGateway: "ChangeSub", selItems: { addons: addOns } },
    });
    expect(refused.json().message).toMatch(/You have used the 3 free subscription changes of this period/);
    expect((await subscriptionOf(t, user.userId))?.addons).toEqual(addOns.slice(0, 3));
    expect(await ledgerOf(t, user.userId)).toEqual(ledgerBefore);
    // The attempt is on record, as failed, with the reason.
    const [attempt] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, user.userId))
      .orderBy(schema.orders.id)
      .then((rows) => rows.slice(-1));
    expect(attempt).toMatchObject({ gateway: "ChangeSub", status: "failed" });
    expect(attempt!.failureReason).toMatch(/^Change not applied: You have used the 3 free/);

    // A new period (a renewal the wallet pays) starts the count again.
    const renewal = await changeOf(user, { ...keepExpiry(4), expiryMode: 1 });
    expect(renewal.statusCode, renewal.body).toBe(200);
    expect(await changesMade(user)).toMatchObject({ changesMade: 0 });
  });

  it("answers 4xx with the request echoed (docs/business-rules.md#echo-request-on-error): something to pay, another user's id, a malformed body, the wrong gateway", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const costly = paymentRequest(user.userId, { product: "Pro", plan: "Annual" }, "ChangeSub");
    const notFree = await change(user, costly);
    expect(notFree.statusCode).toBe(400);
    expect(notFree.json()).toMatchObject({
      code: "PaymentRequired",
      request: { userId: user.userId, selItems: { product: "Pro", plan: "Annual" } },
    });
    expect(notFree.json().message).toMatch(/^This change costs ₹[\d,]+ after your credits/);

    const theirs = await change(other, costly);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ code: "Forbidden", request: { userId: user.userId } });

    const malformed = await change(user, { userId: user.userId, selItems: { product: "Pro" } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "BadRequest", request: { userId: user.userId, selItems: { product: "Pro" } } });

    const card = await change(user, paymentRequest(user.userId, { product: "Pro", plan: "Annual" }, "CCAvenue"));
    expect(card.statusCode).toBe(400);
    expect(card.json()).toMatchObject({ code: "WrongPaymentGateway", request: { paymentGateway: "CCAvenue" } });

    const pricing = await change(user, paymentRequest(user.userId, { product: "Lite", plan: "Annual" }, "ChangeSub"));
    expect(pricing.json()).toMatchObject({ code: "LiteWithoutAddon", request: { selItems: { product: "Lite" } } });

    const anonymous = await t.app.inject({ method: "POST", url: "/api/payment/ChangeSubscription", payload: costly });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.db.select().from(schema.orders).where(eq(schema.orders.userId, user.userId))).toHaveLength(0);
  });
});
