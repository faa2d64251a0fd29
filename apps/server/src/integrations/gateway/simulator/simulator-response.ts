import { randomInt } from "node:crypto";
import { ccavenueEncrypt, encodeFields } from "../ccavenue-cipher.ts";
import type { SimulatedDecision, SimulatedTransaction } from "./simulator-book.ts";
import type { SimulatorKeys } from "./simulator-keys.ts";
import type { SimulatedCheckout } from "./simulator-request.ts";

/** encResp's order_status for each decision, in the words CCAvenue's return message uses. */
export const responseStatus: Record<SimulatedDecision, "Success" | "Failure" | "Aborted"> = {
  Successful: "Success",
  Unsuccessful: "Failure",
  Aborted: "Aborted",
};

const failureMessage: Record<SimulatedDecision, string> = {
  Successful: "",
  Unsuccessful: "Transaction declined by the simulator",
  Aborted: "Cancelled by the customer",
};

/** The return message (`encResp`) for a decided transaction, with the fields CCAvenue's response carries. */
export function simulatedEncResp(
  keys: SimulatorKeys,
  checkout: SimulatedCheckout,
  transaction: SimulatedTransaction & { status: SimulatedDecision },
  now: Date,
  /** The si_* answer of a mandate this payment asked for (simulator-mandates.ts). */
  mandateFields: Record<string, string> = {},
): string {
  const fields = encodeFields({
    order_id: checkout.orderNumber,
    tracking_id: transaction.trackingId,
    bank_ref_no: transaction.status === "Successful" ? String(randomInt(100_000_000, 1_000_000_000)) : "null",
    order_status: responseStatus[transaction.status],
    failure_message: failureMessage[transaction.status],
    // CCAvenue's words for a UPI payment; the simulator's own for its pretend card.
    payment_mode: checkout.paymentOption === "upi" ? "Unified Payments" : "Simulator",
    card_name: checkout.paymentOption === "upi" ? "UPI" : "Simulated card",
    status_code: "null",
    status_message: transaction.status === "Successful" ? "Y" : failureMessage[transaction.status],
    currency: transaction.currency,
    amount: transaction.amount,
    ...checkout.merchantParams,
    mer_amount: transaction.amount,
    trans_date: now.toISOString(),
    ...mandateFields,
  });
  return ccavenueEncrypt(fields, keys.workingKey);
}
