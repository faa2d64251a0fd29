import { randomInt } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { gatewayAmountToMinor } from "@investar/core";
import { schema, type Database } from "@investar/db";
import type { Config } from "../../../config.ts";
import { CcavenueCipherError, ccavenueDecrypt, ccavenueEncrypt, encodeFields } from "../ccavenue-cipher.ts";
import { refundCommands } from "../ccavenue-refund.ts";
import type { SimulatorKeys } from "./simulator-keys.ts";
import type { StatusQueryForm } from "./simulator-status-api.ts";

type Control = Config["simulatorRefunds"];
type SimulatedRefund = typeof schema.paymentSimulatorRefunds.$inferSelect;

const refunds = schema.paymentSimulatorRefunds;
const refused = (reason: string) => encodeFields({ status: "1", enc_response: reason });

export function isRefundCommand(command: string): boolean {
  return command === refundCommands.refund || command === refundCommands.details;
}

/**
 * The simulator's refundOrder and getRefundDetails, in the format ccavenue-refund.ts reads, so the
 * client parses the simulator with the code it uses for CCAvenue. It refunds only a payment it took,
 * never more than is left of it, and answers as PAYMENT_SIMULATOR_REFUNDS says (README): success, fail,
 * or pending for a while and then refunded. The same refund_ref_no twice is one refund.
 */
export async function answerRefundCommand(db: Database, keys: SimulatorKeys, control: Control, form: StatusQueryForm, now: Date) {
  if (form.access_code !== keys.accessCode) return refused("Invalid access code");
  let query: Record<string, unknown>;
  try {
    query = JSON.parse(ccavenueDecrypt(form.enc_request, keys.workingKey)) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof CcavenueCipherError || error instanceof SyntaxError) return refused("Invalid encrypted request");
    throw error;
  }
  const reference = typeof query.refund_ref_no === "string" ? query.refund_ref_no : "";
  const trackingId = typeof query.reference_no === "string" ? query.reference_no : "";
  const answer =
    form.command === refundCommands.refund
      ? await refundOrder(db, control, { trackingId, reference, amount: query.refund_amount }, now)
      : await refundDetails(db, trackingId, reference, now);
  return encodeFields({ status: "0", enc_response: ccavenueEncrypt(JSON.stringify(answer), keys.workingKey) });
}

/** A pending refund whose time has come reads as refunded. */
const stateAt = (refund: SimulatedRefund, now: Date) =>
  refund.status === "Pending" && refund.settlesAt && refund.settlesAt <= now ? "Refunded" : refund.status;

function orderResult(refund: SimulatedRefund, now: Date) {
  const failed = refund.status === "Failed";
  return {
    Refund_Order_Result: {
      refund_status: failed ? 1 : 0,
      reason: failed ? (refund.reason ?? "") : "",
      error_code: failed ? "51419" : "",
      refund_reference_no: refund.gatewayReference,
      refund_state: stateAt(refund, now),
    },
  };
}

const refusal = (reason: string) => ({ Refund_Order_Result: { refund_status: 1, reason, error_code: "51400" } });

async function refundOrder(db: Database, control: Control, ask: { trackingId: string; reference: string; amount: unknown }, now: Date) {
  if (!ask.reference) return refusal("refund_ref_no is missing");
  const [known] = await db.select().from(refunds).where(eq(refunds.refundReference, ask.reference));
  if (known) return orderResult(known, now);
  const [payment] = await db
    .select()
    .from(schema.paymentSimulatorTransactions)
    .where(eq(schema.paymentSimulatorTransactions.trackingId, ask.trackingId));
  if (!payment || payment.status !== "Successful") return refusal("No successful transaction with this reference_no");
  const amountText = typeof ask.amount === "string" || typeof ask.amount === "number" ? String(ask.amount) : "";
  const amount = gatewayAmountToMinor(amountText);
  if (amount === null || amount <= 0) return refusal("Invalid refund_amount");
  const taken = await db
    .select({ amount: refunds.amount })
    .from(refunds)
    .where(and(eq(refunds.trackingId, ask.trackingId), ne(refunds.status, "Failed")));
  const left = gatewayAmountToMinor(payment.amount)! - taken.reduce((sum, row) => sum + gatewayAmountToMinor(row.amount)!, 0);
  if (amount > left) return refusal("Refund amount is more than the balance of the transaction");
  const status = control.outcome === "fail" ? "Failed" : control.outcome === "pending" ? "Pending" : "Refunded";
  const [recorded] = await db
    .insert(refunds)
    .values({
      refundReference: ask.reference,
      trackingId: ask.trackingId,
      gatewayReference: String(randomInt(100_000_000_000, 1_000_000_000_000)),
      amount: amountText,
      status,
      reason: status === "Failed" ? "Refund declined by the simulator" : null,
      createdAt: now,
      settlesAt: status === "Pending" ? new Date(now.getTime() + control.pendingSeconds * 1000) : null,
    })
    .onConflictDoNothing({ target: refunds.refundReference })
    .returning();
  return orderResult(recorded ?? (await db.select().from(refunds).where(eq(refunds.refundReference, ask.reference)))[0]!, now);
}

async function refundDetails(db: Database, trackingId: string, reference: string, now: Date) {
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.refundReference, reference), eq(refunds.trackingId, trackingId)));
  if (!refund) return { Refund_Details_Result: { status: 1, error_desc: "No records found", error_code: "" } };
  return {
    Refund_Details_Result: {
      status: 0,
      reference_no: refund.trackingId,
      refund_Details: [
        {
          refund_ref_no: refund.refundReference,
          refund_reference_no: refund.gatewayReference,
          refund_amount: refund.amount,
          refund_status: stateAt(refund, now),
          refund_date: refund.createdAt.toISOString(),
          reason: refund.reason ?? "",
        },
      ],
    },
  };
}
