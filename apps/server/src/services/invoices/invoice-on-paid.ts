import type { AppDeps } from "../../deps.ts";
import type { Order } from "../payments/on-order-paid.ts";
import type { Transaction } from "../transaction.ts";
import { issueInvoice } from "./issue-invoice.ts";

/** The paid-order effect (checkout's paid-order-effects list): every paid order gets its tax invoice, in the activation's transaction. */
export async function invoicePaidOrder(deps: AppDeps, tx: Transaction, order: Order): Promise<void> {
  await issueInvoice(deps, tx, order);
}
