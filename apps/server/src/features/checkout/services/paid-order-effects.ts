import type { AppDeps } from "../../../deps.ts";
import type { Order } from "../../payments/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { creditReferrer } from "../../referrals/index.ts";
import { queueReceiptMail } from "./queue-receipt-mail.ts";
import { issueInvoice } from "../../invoices/index.ts";

/**
 * What else a paid order causes, run in order at the end of activation (activate-order.ts), inside the
 * transaction that moves the order to paid: each runs exactly once per paid order, and if one throws,
 * nothing of the payment's activation is kept (the order stays pending, reconciliation retries). The
 * subscription, wallet deductions, trial, coupon count and history row are written before these.
 *
 * To add one (an invoice, a notification), append a function here; mail is queued with enqueueMail(tx, …)
 * and activation wakes the mail worker after the commit.
 */
export type PaidOrderEffect = (deps: AppDeps, tx: Transaction, order: Order) => Promise<unknown>;

export const paidOrderEffects: PaidOrderEffect[] = [
  creditReferrer,
  queueReceiptMail,
  // Every paid order gets its tax invoice.
  issueInvoice,
];
