import { eq } from "drizzle-orm";
import { formatMoney, refundStatusWords } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { GatewayQueryError } from "../../../integrations/gateway/card-gateway.ts";
import type { RefundGateway } from "../../../integrations/gateway/refund-gateway.ts";
import { askGatewayAboutRefund } from "./ask-gateway-about-refund.ts";
import { recordGatewayRefundAnswer } from "./record-gateway-refund-answer.ts";
import type { OrderRefund } from "./settle-refund.ts";

export interface CheckedRefund {
  refund: OrderRefund;
  message: string;
}

/**
 * CheckRefundStatus: staff ask the gateway about a card refund it has not settled, now rather than at the
 * follow-up job's next run (docs/business-rules.md#refunds). Only a lookup: a refund whose call is still
 * unanswered is never asked for again from here (its call may still be on its way; the job does that
 * after its grace). The answer is recorded the same way as the job's.
 */
export async function checkRefundStatus(deps: AppDeps, gateway: RefundGateway, refundId: number): Promise<CheckedRefund> {
  const [row] = await deps.db
    .select({ refund: schema.orderRefunds, order: schema.orders })
    .from(schema.orderRefunds)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.orderRefunds.orderId))
    .where(eq(schema.orderRefunds.id, refundId));
  if (!row) throw notFound(`No refund ${refundId}.`);
  const { refund, order } = row;
  if (refund.status !== "requested" && refund.status !== "pending")
    throw badRequest(
      `Refund ${refundId} is already settled (${refundStatusWords[refund.status].toLowerCase()}): the gateway has nothing more to say.`,
    );
  const money = formatMoney(refund.amount, refund.currency);
  let answer;
  try {
    answer = await askGatewayAboutRefund(gateway, refund, order.gatewayTrackingId!, false);
  } catch (error) {
    if (!(error instanceof GatewayQueryError)) throw error;
    return {
      refund,
      message: `The gateway could not be asked (${error.message}); the refund of ${money} stays ${refundStatusWords[refund.status].toLowerCase()}.`,
    };
  }
  const recorded = (await recordGatewayRefundAnswer(deps, refund.id, answer)).refund;
  const messages: Record<string, string> = {
    refunded: `The gateway has refunded ${money} of ${order.orderNumber}.${recorded.creditNoteNumber ? ` Credit note ${recorded.creditNoteNumber} was issued.` : ""}`,
    failed: `The gateway refused the refund of ${money} of ${order.orderNumber}: ${recorded.failureReason}. Nothing was refunded.`,
  };
  const still =
    answer.outcome === "not-found"
      ? `The gateway has no record of the refund ${refund.refundReference} yet; it will be asked again automatically.`
      : `The gateway is still processing the refund of ${money} of ${order.orderNumber} (it says "${answer.gatewayStatus}").`;
  return { refund: recorded, message: messages[recorded.status] ?? still };
}
