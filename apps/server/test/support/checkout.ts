/** Helpers of the checkout tests: the page's encrypted payment request, the simulator round trip, what activation wrote. */
import { and, asc, eq } from "drizzle-orm";
import {
  encryptPaymentRequest,
  paymentRequestFor,
  selectionWithDefaults,
  type PaymentGateway,
  type PaymentRequest,
  type QuoteSelection,
} from "@investar/core";
import { schema } from "@investar/db";
import type { CheckoutForm } from "../../src/integrations/gateway/card-gateway.ts";
import { paymentRequestPassphrase } from "../../src/features/payments/services/payment-request-passphrase.ts";
import { payAtSimulator, submit, type PageForm } from "./payments.ts";
import type { TestUser } from "./sessions.ts";
import type { TestApp } from "./test-app.ts";

export type SelectionInput = Pick<QuoteSelection, "product" | "plan"> & Partial<QuoteSelection>;

/** The payment request the page builds (core's paymentRequestFor), INR unless said otherwise. */
export function paymentRequest(userId: number, selection: SelectionInput, gateway: PaymentGateway = "CCAvenue"): PaymentRequest {
  return paymentRequestFor({
    selection: selectionWithDefaults({ currency: "INR", ...selection }),
    userId,
    gateway,
    form: { name: "Priya Nair", email: "priya@example.in" },
  });
}

/** Encrypted as the page does it, with this app's passphrase (docs/business-rules.md#payment-request-encryption, ADR 0007). */
export async function encrypted(t: TestApp, request: unknown): Promise<string> {
  return encryptPaymentRequest(paymentRequestPassphrase(t.config.sessionSecret!), JSON.stringify(request));
}

/** POST payment/EncryptForCCAvenue with a body as the page's API client sends it (a JSON string). */
export function checkoutCall(t: TestApp, user: Pick<TestUser, "auth"> | null, body: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/payment/EncryptForCCAvenue",
    headers: { "content-type": "application/json", ...(user ? user.auth : {}) },
    payload: JSON.stringify(body),
  });
}

/** The Quote call for this customer: what the page previews. */
export async function previewQuote(t: TestApp, user: TestUser, selection: SelectionInput) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/payment/Quote",
    headers: user.auth,
    payload: { currency: "INR", ...selection },
  });
  if (response.statusCode !== 200) throw new Error(`quote: ${response.statusCode} ${response.body}`);
  return response.json() as { total: number; newExpiryDate: string; subscrDed: number; cashDed: number; creditDed: number };
}

/** 'Proceed to Pay': the checkout form for this selection, or a thrown error with the answer. */
export async function startPaying(t: TestApp, user: TestUser, selection: SelectionInput): Promise<CheckoutForm> {
  const answer = await checkoutCall(t, user, await encrypted(t, paymentRequest(user.userId, selection)));
  if (answer.statusCode !== 200) throw new Error(`EncryptForCCAvenue: ${answer.statusCode} ${answer.body}`);
  return answer.json() as CheckoutForm;
}

/** The order number the checkout form is for (the simulator's return carries it as orderNo). */
export async function buyAtSimulator(
  t: TestApp,
  user: TestUser,
  selection: SelectionInput,
  button: "Simulate success" | "Simulate failure" | "Cancel",
) {
  const form = await startPaying(t, user, selection);
  const returnForm: PageForm = await payAtSimulator(t, form, button);
  const back = await submit(t, returnForm);
  return { orderNumber: returnForm.fields.orderNo!, returnForm, back };
}

export async function ledgerOf(t: TestApp, userId: number) {
  return t.db.select().from(schema.walletLedger).where(eq(schema.walletLedger.userId, userId)).orderBy(asc(schema.walletLedger.id));
}

export async function historyOf(t: TestApp, userId: number) {
  return t.db
    .select()
    .from(schema.subscriptionHistory)
    .where(eq(schema.subscriptionHistory.userId, userId))
    .orderBy(asc(schema.subscriptionHistory.id));
}

export async function subscriptionOf(t: TestApp, userId: number, kind: "tool" | "mobile" = "tool") {
  const [row] = await t.db
    .select()
    .from(schema.userSubscriptions)
    .where(and(eq(schema.userSubscriptions.userId, userId), eq(schema.userSubscriptions.kind, kind)));
  return row ?? null;
}

/** Receipts queued for this address (the outbox row is written in the activation's transaction). */
export async function receiptsTo(t: TestApp, email: string) {
  const rows = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
  return rows.filter((row) => row.subject.startsWith("Your Investar subscription is active"));
}
