import { and, count, eq } from "drizzle-orm";
import { quote, sampleCatalogue, selectionWithDefaults, type Currency, type QuoteSnapshot } from "@investar/core";
import { schema } from "@investar/db";
import type { CheckoutForm } from "../../src/integrations/gateway/card-gateway.ts";
import type { AppDeps } from "../../src/deps.ts";
import { createOrder } from "../../src/features/payments/services/create-order.ts";
import type { OnPaid, Order } from "../../src/features/payments/services/on-order-paid.ts";
import { startCardCheckout } from "../../src/features/payments/services/start-card-checkout.ts";
import type { TestApp } from "./test-app.ts";

/** Stands in for activation: one marker row per run, written in the transaction that moves the order to paid. */
export const markActivation: OnPaid = async (tx, order) => {
  await tx.insert(schema.auditLog).values({ action: "test-activation", subject: order.orderNumber });
};

/** The app's dependencies with another paid hook, for a test that moves an order to paid by hand. */
export function withPaidHook(deps: AppDeps, onPaid: OnPaid): AppDeps {
  return { ...deps, payments: { ...deps.payments, onPaid } };
}

export async function activationsOf(t: TestApp, orderNumber: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, "test-activation"), eq(schema.auditLog.subject, orderNumber)));
  return row!.n;
}

export async function orderNamed(t: TestApp, orderNumber: string): Promise<Order> {
  const [order] = await t.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
  return order!;
}

/** A real quote from the sample catalogue: Standard, quarterly. */
export function standardQuarterly(currency: Currency = "INR"): QuoteSnapshot {
  const selection = selectionWithDefaults({ currency, product: "Standard", plan: "Quarter" });
  const result = quote(sampleCatalogue, null, selection, new Date());
  if (!result.ok) throw new Error(`sample quote failed: ${result.error.code}`);
  return { selection, summary: result.summary };
}

/** An order made through the checkout seams (createOrder, then startCardCheckout: pending). */
export async function pendingOrder(t: TestApp, userId: number, currency: Currency = "INR"): Promise<{ order: Order; form: CheckoutForm }> {
  const created = await createOrder(t.app.deps, userId, standardQuarterly(currency), "CCAvenue");
  const form = await startCardCheckout(t.app.deps, created);
  return { order: await orderNamed(t, created.orderNumber), form };
}

const formHeaders = { "content-type": "application/x-www-form-urlencoded" };

export function postForm(t: TestApp, url: string, fields: Record<string, string>) {
  return t.app.inject({ method: "POST", url, headers: formHeaders, payload: new URLSearchParams(fields).toString() });
}

const entities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">" };
const unescape = (text: string) => text.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => entities[entity]!);

/** A server-written HTML form as a browser sees it: where it posts, its hidden fields, its submit buttons. */
export interface PageForm {
  action: string;
  fields: Record<string, string>;
  buttons: { label: string; name?: string; value?: string }[];
}

export function parseForm(html: string): PageForm {
  const action = /<form[^>]*\saction="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form in page:\n${html}`);
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, unescape(m[2]!)]),
  );
  const buttons = [...html.matchAll(/<button([^>]*)>([^<]+)<\/button>/g)].map((m) => ({
    label: m[2]!,
    name: /\sname="([^"]+)"/.exec(m[1]!)?.[1],
    value: /\svalue="([^"]+)"/.exec(m[1]!)?.[1],
  }));
  return { action: unescape(action), fields, buttons };
}

/** Submits a parsed form with the named button, like a click, following an absolute action to its path. */
export function submit(t: TestApp, form: PageForm, buttonLabel?: string) {
  const button = buttonLabel === undefined ? undefined : form.buttons.find((b) => b.label === buttonLabel);
  if (buttonLabel !== undefined && !button) throw new Error(`no button "${buttonLabel}" in ${JSON.stringify(form.buttons)}`);
  const fields = { ...form.fields, ...(button?.name && button.value ? { [button.name]: button.value } : {}) };
  const url = new URL(form.action, "http://localhost:3000");
  return postForm(t, url.pathname + url.search, fields);
}

/** Customer's journey on the simulator up to (not including) the return: the checkout page, then a button. */
export async function payAtSimulator(t: TestApp, form: CheckoutForm, buttonLabel: string): Promise<PageForm> {
  const page = await postForm(t, form.action, form.fields);
  if (page.statusCode !== 200) throw new Error(`simulator page: ${page.statusCode} ${page.body}`);
  const afterClick = await submit(t, parseForm(page.body), buttonLabel);
  if (afterClick.statusCode !== 200) throw new Error(`simulator button: ${afterClick.statusCode} ${afterClick.body}`);
  return parseForm(afterClick.body);
}
