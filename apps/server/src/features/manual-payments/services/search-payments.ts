import { and, desc, eq, like, ne, or } from "drizzle-orm";
import { normaliseReference } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { gatewayFor, toPaymentSummary, type PaymentSummary } from "./payment-rows.ts";

export const SEARCH_RESULTS_MAX = 20;
// What order numbers, UTRs, cheque numbers and gateway ids are made of, once normalised: no LIKE wildcard can pass.
const searchTerm = /^[A-Z0-9/-]{4,40}$/;

export interface FoundPayment extends PaymentSummary {
  customer: { name: string; email: string };
}

/**
 * The admin's search (docs/business-rules.md#upi-payments): the payment a bank statement line or a customer's email names, by
 * its UTR or other reference (whole, or its first characters), its order number (whole, or its end, as
 * customers read it out) or, for a card payment, the gateway's tracking id. Typed as the statement
 * prints it: spaces and case do not matter.
 */
export async function searchPayments(deps: AppDeps, query: string, isManualPayment: boolean): Promise<FoundPayment[]> {
  // Order numbers and tracking ids keep their hyphens; references are compared as stored (normaliseReference).
  const term = query.replace(/\s+/g, "").toUpperCase();
  const reference = normaliseReference(query);
  if (!searchTerm.test(term)) {
    const message = "Search by an order number, a UTR or another payment reference: at least 4 letters or digits.";
    throw badRequest(message, { query: [message] });
  }
  const o = schema.orders;
  const m = schema.manualPayments;
  const u = schema.users;
  const rows = await deps.db
    .select({ order: o, manual: m, name: u.fullName, email: u.email })
    .from(o)
    .leftJoin(m, eq(m.orderId, o.id))
    .innerJoin(u, eq(u.id, o.userId))
    .where(
      and(
        eq(o.gateway, gatewayFor(isManualPayment)),
        // A created order was never handed over: not a payment yet.
        ne(o.status, "created"),
        or(
          eq(o.orderNumber, term),
          like(o.orderNumber, `%${term}`),
          reference ? like(m.reference, `${reference}%`) : undefined,
          eq(o.gatewayTrackingId, term),
        ),
      ),
    )
    .orderBy(desc(eq(o.status, "pending")), desc(o.createdAt), desc(o.id))
    .limit(SEARCH_RESULTS_MAX);
  return rows.map(({ order, manual, name, email }) => ({ ...toPaymentSummary({ order, manual }), customer: { name, email } }));
}
