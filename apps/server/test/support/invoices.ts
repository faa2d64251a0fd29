import { eq } from "drizzle-orm";
import { quote, sampleCatalogue, selectionWithDefaults, type Currency, type QuoteSelection, type QuoteSnapshot } from "@investar/core";
import { schema } from "@investar/db";
import { issueInvoice, type Invoice } from "../../src/features/invoices/services/issue-invoice.ts";
import { createOrder } from "../../src/features/payments/services/create-order.ts";
import type { Order } from "../../src/features/payments/services/on-order-paid.ts";
import { transitionOrder } from "../../src/features/payments/services/transition-order.ts";
import { withPaidHook } from "./payments.ts";
import type { TestApp } from "./test-app.ts";

/** A clock the test moves; null runs on the real one (sessions made through the API expire on it). */
export function movableClock() {
  const clock = { at: null as Date | null, now: () => clock.at ?? new Date() };
  return clock;
}

/** A quote from the sample catalogue, priced on the real clock. */
export function sampleQuote(partial: Partial<QuoteSelection> & { currency: Currency }): QuoteSnapshot {
  const selection = selectionWithDefaults({ product: "Standard", plan: "Quarter", ...partial });
  const result = quote(sampleCatalogue, null, selection, new Date());
  if (!result.ok) throw new Error(`sample quote failed: ${result.error.code}`);
  return { selection, summary: result.summary };
}

/**
 * An order taken to paid the way the gateway's settlement does (created → pending → paid), with the tax
 * invoice issued as the paid-order effect inside the move's transaction.
 */
export async function payOrder(
  t: TestApp,
  userId: number,
  snapshot: QuoteSnapshot = sampleQuote({ currency: "INR" }),
): Promise<{ order: Order; invoice: Invoice }> {
  const deps = t.app.deps;
  const created = await createOrder(deps, userId, snapshot, "CCAvenue");
  await transitionOrder(deps, { orderId: created.id, from: "created", to: "pending" });
  const moved = await transitionOrder(
    withPaidHook(deps, (tx, order) => issueInvoice(deps, tx, order).then(() => undefined)),
    { orderId: created.id, from: "pending", to: "paid" },
  );
  if (!moved.moved) throw new Error("order did not move to paid");
  return { order: moved.order, invoice: await invoiceOf(t, created.id) };
}

export async function invoiceOf(t: TestApp, orderId: number): Promise<Invoice> {
  const [invoice] = await t.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, orderId));
  if (!invoice) throw new Error(`order ${orderId} has no invoice`);
  return invoice;
}
