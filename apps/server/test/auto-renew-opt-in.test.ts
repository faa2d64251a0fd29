import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AUTO_RENEW_REFUSALS,
  EXPIRY_MODE,
  formatMoney,
  mandateMerchantRef,
  paymentRequestFor,
  selectionWithDefaults,
  type Currency,
} from "@investar/core";
import { schema } from "@investar/db";
import { reconcilePendingOrders } from "../src/features/payments/index.ts";
import { runAutoRenewPass } from "../src/features/renewals/services/run-auto-renew-pass.ts";
import { getMyAutoRenew } from "../src/features/renewals/services/get-my-auto-renew.ts";
import { findOrderOutcome } from "../src/features/payments/services/get-order-outcome.ts";
import { simulatorKeys } from "../src/integrations/gateway/simulator/simulator-keys.ts";
import { SIMULATED_REFUSAL, type SimulatedMandateChoice } from "../src/integrations/gateway/simulator/simulator-mandates.ts";
import { openSimulatorRequest } from "../src/integrations/gateway/simulator/simulator-request.ts";
import type { CheckoutForm } from "../src/integrations/gateway/card-gateway.ts";
import { checkoutCall, encrypted, subscriptionOf, type SelectionInput } from "./support/checkout.ts";
import { manualPaymentBody, submitManualPayment } from "./support/manual-payments.ts";
import { ordersOf } from "./support/mandates.ts";
import { parseForm, postForm, submit } from "./support/payments.ts";
import { giveSubscription, PRICING_NOW, setTrialEnd } from "./support/pricing.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/** docs/business-rules.md#auto-renew-opt-in: "Renew automatically" at checkout, through the payment simulator, and My Subscription's controls. */
let t: TestApp;
let clock = PRICING_NOW;
const STANDARD_QUARTER: SelectionInput = { product: "Standard", plan: "Quarter" };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function customer(): Promise<TestUser> {
  clock = PRICING_NOW;
  const user = await createUser(t);
  await setTrialEnd(t, user.userId, null);
  return user;
}

function request(user: TestUser, selection: SelectionInput, extra: { currency?: Currency; autoRenew?: boolean; upi?: boolean } = {}) {
  return paymentRequestFor({
    selection: selectionWithDefaults({ currency: extra.currency ?? "INR", ...selection }),
    userId: user.userId,
    gateway: "CCAvenue",
    form: { name: "Priya Nair", email: "priya@example.in" },
    autoRenew: extra.autoRenew ?? true,
    ...(extra.upi ? { paymentOption: "upi" as const } : {}),
  });
}

async function checkout(user: TestUser, selection: SelectionInput, extra: Parameters<typeof request>[2] = {}) {
  return checkoutCall(t, user, await encrypted(t, request(user, selection, extra)));
}

/** Pays the form at the simulator's page with "Simulate success", choosing what the mandate does; answers the return's outcome. */
async function payWithMandate(form: CheckoutForm, choice: SimulatedMandateChoice = "succeed") {
  const page = await postForm(t, form.action, form.fields);
  expect(page.statusCode).toBe(200);
  const pageForm = parseForm(page.body);
  const afterClick = await postForm(t, pageForm.action, { ...pageForm.fields, outcome: "Success", mandate: choice });
  expect(afterClick.statusCode).toBe(200);
  const returnForm = parseForm(afterClick.body);
  const back = await submit(t, returnForm);
  expect(back.statusCode).toBe(303);
  return { page: page.body, returnForm, orderNumber: returnForm.fields.orderNo! };
}

async function mandatesOf(user: TestUser) {
  return t.db.select().from(schema.cardMandates).where(eq(schema.cardMandates.userId, user.userId));
}

const termsCall = (user: TestUser | null, body: unknown) =>
  t.app.inject({ method: "POST", url: "/api/payment/auto-renew/terms", headers: user?.auth ?? {}, payload: body as object });

const cancelCall = (user: TestUser | null, body: unknown) =>
  t.app.inject({ method: "POST", url: "/api/payment/auto-renew/cancel-mandate", headers: user?.auth ?? {}, payload: body as object });

describe("the terms Renew automatically states", () => {
  it("says what, how often, from when and up to what, as the checkout will send them", async () => {
    const user = await customer();
    const answer = await termsCall(user, { userId: user.userId, selItems: { currency: "INR", ...STANDARD_QUARTER } });
    expect(answer.statusCode).toBe(200);
    const { terms, alreadyOn } = answer.json();
    expect(alreadyOn).toBeNull();
    expect(terms).toMatchObject({ currency: "INR", frequency: "Quarter", automatic: true });
    expect(terms.upperLimit).toBeGreaterThanOrEqual(terms.renewalAmount);
    expect(terms.text).toContain("every 3 months from");
    expect(terms.text).toContain("Cancel at any time on My Subscription.");
  });

  it("is the caller's own to ask", async () => {
    const user = await customer();
    const other = await customer();
    const body = { userId: user.userId, selItems: { currency: "INR", ...STANDARD_QUARTER } };
    expect((await termsCall(null, body)).statusCode).toBe(401);
    expect((await termsCall(other, body)).statusCode).toBe(403);
  });
});

describe("a card purchase with Renew automatically", () => {
  it("sends the standing-instruction fields, and the paid return records the mandate the gateway registered, once", async () => {
    const user = await customer();
    const answer = await checkout(user, STANDARD_QUARTER);
    expect(answer.statusCode).toBe(200);
    const form = answer.json() as CheckoutForm;

    // What the gateway receives: the SI fields for the terms the choice stated.
    const sent = openSimulatorRequest(simulatorKeys(t.config.sessionSecret), form.fields.encRequest, form.fields.access_code);
    const [order] = await ordersOf(t, user.userId);
    const [asked] = await t.db.select().from(schema.mandateRequests).where(eq(schema.mandateRequests.orderId, order!.id));
    expect(asked).toMatchObject({
      status: "requested",
      frequency: "Quarter",
      currency: "INR",
      merchantRef: mandateMerchantRef(order!.orderNumber),
    });
    const [year, month, day] = asked!.firstDebitDay.split("-");
    expect(sent.standingInstruction).toEqual({
      si_type: "ONDEMAND",
      si_mer_ref_no: asked!.merchantRef,
      si_is_setup_amt: "Y",
      si_amount: (asked!.upperLimit / 100).toFixed(2),
      si_start_date: `${day}-${month}-${year}`,
      si_frequency_type: "MONTH",
      si_frequency: "3",
      si_bill_cycle: "40",
    });

    const paid = await payWithMandate(form);
    expect(paid.page).toContain("Register a card mandate");
    expect(paid.page).toContain(formatMoney(asked!.upperLimit, "INR"));
    const [mandate] = await mandatesOf(user);
    const [booked] = await t.db
      .select()
      .from(schema.paymentSimulatorMandates)
      .where(eq(schema.paymentSimulatorMandates.merchantRef, asked!.merchantRef));
    expect(mandate).toMatchObject({
      status: "active",
      kind: "tool",
      currency: "INR",
      upperLimit: asked!.upperLimit,
      frequency: "Quarter",
      merchantRef: asked!.merchantRef,
      gatewayRef: booked!.refNo,
      gatewaySubRef: booked!.subRefNo,
      cardNetwork: "VISA",
      cardLast4: "1111",
      cardExpiry: "2030-12",
      orderNumber: paid.orderNumber,
    });
    expect(await findOrderOutcome(t.app.deps, user.userId, paid.orderNumber)).toMatchObject({
      status: "paid",
      autoRenew: { status: "registered", refusal: null },
    });

    // The browser's back button posts the return again: still one mandate.
    await submit(t, paid.returnForm);
    expect(await mandatesOf(user)).toHaveLength(1);

    // My Subscription shows it with the next debit, at the end of the period just paid for.
    const [tool] = await getMyAutoRenew(t.app.deps, user.userId);
    expect(tool).toMatchObject({
      kind: "tool",
      mandate: { mandateId: mandate!.id, card: "VISA card ending 1111", upperLimit: asked!.upperLimit, frequency: "Quarter" },
    });
    const subscription = await subscriptionOf(t, user.userId);
    expect(tool!.mandate!.nextDebit).toMatchObject({ day: asked!.firstDebitDay });
    expect(subscription!.expiryDate! < asked!.firstDebitDay).toBe(true);
  });

  it("a card that refuses the mandate: the payment succeeds, the customer is told, the refusal is recorded", async () => {
    const user = await customer();
    const answer = await checkout(user, STANDARD_QUARTER, { currency: "USD" });
    expect(answer.statusCode).toBe(200);
    const paid = await payWithMandate(answer.json() as CheckoutForm, "refuse");
    expect(await mandatesOf(user)).toEqual([]);
    expect(await findOrderOutcome(t.app.deps, user.userId, paid.orderNumber)).toMatchObject({
      status: "paid",
      currency: "USD",
      autoRenew: { status: "refused", refusal: SIMULATED_REFUSAL },
    });
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ isSubscribed: true });
  });

  it("a return that arrives after reconciliation paid the order still records the mandate, once", async () => {
    const user = await customer();
    const form = (await checkout(user, STANDARD_QUARTER)).json() as CheckoutForm;
    const page = parseForm((await postForm(t, form.action, form.fields)).body);
    const returnForm = parseForm((await postForm(t, page.action, { ...page.fields, outcome: "Success" })).body);
    // The customer closed the tab before the return: the reconciliation job asks the gateway and pays the order.
    clock = new Date(PRICING_NOW.getTime() + 20 * 60_000);
    expect(await reconcilePendingOrders(t.app.deps, { afterMinutes: 10, abandonAfterMinutes: 60 * 24 })).toMatchObject({ paid: 1 });
    expect(await mandatesOf(user)).toEqual([]);
    // The return, late, says what the gateway registered.
    expect((await submit(t, returnForm)).statusCode).toBe(303);
    expect((await submit(t, returnForm)).statusCode).toBe(303);
    const mandates = await mandatesOf(user);
    expect(mandates).toHaveLength(1);
    expect(mandates[0]).toMatchObject({ status: "active", orderNumber: returnForm.fields.orderNo });
  });

  it("a failed payment registers nothing", async () => {
    const user = await customer();
    const form = (await checkout(user, STANDARD_QUARTER)).json() as CheckoutForm;
    const page = parseForm((await postForm(t, form.action, form.fields)).body);
    await submit(t, parseForm((await postForm(t, page.action, { ...page.fields, outcome: "Failure" })).body));
    expect(await mandatesOf(user)).toEqual([]);
    const [order] = await ordersOf(t, user.userId);
    expect(order!.status).toBe("failed");
  });
});

describe("what may not ask for auto-renew, said plainly", () => {
  it("the gateway's UPI option", async () => {
    const user = await customer();
    const answer = await checkout(user, STANDARD_QUARTER, { upi: true });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(AUTO_RENEW_REFUSALS.upi);
    expect(await ordersOf(t, user.userId)).toEqual([]);
  });

  it("a manual payment (bank transfer, UPI QR)", async () => {
    const user = await customer();
    const body = { ...manualPaymentBody(user.userId, "Online Transfer NEFT"), autoRenew: true };
    const answer = await submitManualPayment(t, user, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(AUTO_RENEW_REFUSALS.manual);
    const upi = await t.app.inject({
      method: "POST",
      url: "/api/payment/StartUpiPayment",
      headers: user.auth,
      payload: { userId: user.userId, selItems: { currency: "INR", ...STANDARD_QUARTER }, autoRenew: true },
    });
    expect(upi.statusCode).toBe(400);
    expect(upi.body).toContain(AUTO_RENEW_REFUSALS.manual);
    expect(await ordersOf(t, user.userId)).toEqual([]);
  });

  it("a webinar seat", async () => {
    const user = await customer();
    const seat = {
      form: {},
      target: "webinar",
      webinarId: 1,
      userId: user.userId,
      currency: "INR",
      paymentGateway: "CCAvenue",
      autoRenew: true,
    };
    const answer = await checkoutCall(t, user, await encrypted(t, seat));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(AUTO_RENEW_REFUSALS.notSubscription);
  });

  it("a change paid by credits", async () => {
    const user = await customer();
    const body = { ...request(user, STANDARD_QUARTER), paymentGateway: "ChangeSub" };
    const answer = await t.app.inject({ method: "POST", url: "/api/payment/ChangeSubscription", headers: user.auth, payload: body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(AUTO_RENEW_REFUSALS.change);
  });
});

describe("My Subscription: Cancel auto-renew and Turn it on again", () => {
  async function autoRenewing() {
    const user = await customer();
    await giveSubscription(t, user.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2026-03-20" });
    const renewal = { ...STANDARD_QUARTER, expiryMode: EXPIRY_MODE.extendExpiryDate };
    const answer = await checkout(user, renewal);
    expect(answer.statusCode, answer.body).toBe(200);
    await payWithMandate(answer.json() as CheckoutForm);
    const [mandate] = await mandatesOf(user);
    return { user, mandate: mandate!, renewal };
  }

  it("cancels at once, here and at the gateway, keeps the paid period, and the renewal pass never charges it", async () => {
    const { user, mandate } = await autoRenewing();
    const paidUntil = (await subscriptionOf(t, user.userId))!.expiryDate!;
    const other = await customer();
    // Another customer's mandate is not theirs to cancel, nor anyone's without logging in.
    expect((await cancelCall(other, { userId: other.userId, mandateId: mandate.id })).statusCode).toBe(404);
    expect((await cancelCall(other, { userId: user.userId, mandateId: mandate.id })).statusCode).toBe(403);
    expect((await cancelCall(null, { userId: user.userId, mandateId: mandate.id })).statusCode).toBe(401);

    const answer = await cancelCall(user, { userId: user.userId, mandateId: mandate.id });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toContain("Auto-renew is cancelled");
    const [cancelled] = await mandatesOf(user);
    expect(cancelled).toMatchObject({ status: "cancelled", endedReason: "Cancelled by the customer on My Subscription" });
    const [atGateway] = await t.db
      .select()
      .from(schema.paymentSimulatorMandates)
      .where(eq(schema.paymentSimulatorMandates.subRefNo, mandate.gatewaySubRef));
    expect(atGateway!.cancelledAt).not.toBeNull();
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ expiryDate: paidUntil, isSubscribed: true });
    expect(await getMyAutoRenew(t.app.deps, user.userId)).toEqual([
      { kind: "tool", mandate: null, lastEnded: { endedOn: "2026-03-10", reason: "Cancelled by the customer on My Subscription" } },
    ]);
    expect((await cancelCall(user, { userId: user.userId, mandateId: mandate.id })).json().message).toContain("already off");

    // Through the notice time and the expiry: no notice, no debit, no order.
    const ordersBefore = (await ordersOf(t, user.userId)).length;
    const endsAt = new Date(`${paidUntil}T18:30:00Z`);
    for (const moment of [new Date(endsAt.getTime() - 30 * 3_600_000), endsAt, new Date(endsAt.getTime() + 26 * 3_600_000)]) {
      clock = moment;
      await runAutoRenewPass(t.app.deps);
    }
    expect(await t.db.select().from(schema.mandateDebits).where(eq(schema.mandateDebits.mandateId, mandate.id))).toEqual([]);
    expect(await ordersOf(t, user.userId)).toHaveLength(ordersBefore);
  });

  it("turning it on again registers a new mandate with the next renewal paid by card; while one is active a second is refused", async () => {
    const { user, mandate, renewal } = await autoRenewing();
    const again = await checkout(user, renewal);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTO_RENEW_REFUSALS.alreadyOn);
    const terms = await termsCall(user, { userId: user.userId, selItems: { currency: "INR", ...renewal } });
    expect(terms.json()).toEqual({ alreadyOn: { card: "VISA ending 1111" }, terms: null });

    await cancelCall(user, { userId: user.userId, mandateId: mandate.id });
    await payWithMandate((await checkout(user, renewal)).json() as CheckoutForm);
    const mandates = await mandatesOf(user);
    expect(mandates.map((row) => row.status).sort()).toEqual(["active", "cancelled"]);
    const active = mandates.find((row) => row.status === "active")!;
    expect(active.id).not.toBe(mandate.id);
    const [tool] = await getMyAutoRenew(t.app.deps, user.userId);
    expect(tool!.mandate!.mandateId).toBe(active.id);
    const requests = await t.db
      .select()
      .from(schema.mandateRequests)
      .where(and(eq(schema.mandateRequests.userId, user.userId), eq(schema.mandateRequests.status, "registered")));
    expect(requests).toHaveLength(2);
  });
});
