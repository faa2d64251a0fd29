import { eq } from "drizzle-orm";
import { gatewayAmountToMinor, gatewayAnswerProblems, type OrderStatus } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { AppError } from "../../../errors.ts";
import { GatewayQueryError, GatewayResponseError } from "../../../integrations/gateway/card-gateway.ts";
import { outcomePageFor, returnLanguage } from "../../../integrations/gateway/payment-paths.ts";
import { recordRegisteredMandate } from "./record-registered-mandate.ts";
import type { Order } from "./on-order-paid.ts";
import { settleOrder } from "./settle-order.ts";

export interface GatewayReturn {
  encResp: string;
  /** CCAvenue posts the order id in clear beside encResp; when given, both must agree. */
  orderNo?: string;
}

export interface ReceivedResponse {
  orderNumber: string;
  /** Where the customer is sent to see how it went. */
  outcomePage: string;
  status: OrderStatus;
  /** Something the caller should log: the order was left as it was for a reason worth knowing. */
  note?: string;
  alarm?: boolean;
}

const refuse = (code: string, message: string, status = 400) => new AppError(code, message, { status: status });

/**
 * The gateway's return (`encResp`): decrypt, check it belongs to the order (id, customer, amount,
 * currency), then ask the gateway server-to-server and settle from that answer only. The browser
 * carries encResp, and CBC without a MAC lets bits be flipped, so encResp decides nothing: it names
 * the order and must agree with it. Delivering it again does nothing more (conditional moves).
 */
export async function receiveGatewayResponse(deps: AppDeps, input: GatewayReturn): Promise<ReceivedResponse> {
  const gateway = deps.payments.gateway;
  let fields: Record<string, string>;
  try {
    fields = gateway.decryptResponse(input.encResp);
  } catch (error) {
    if (error instanceof GatewayResponseError)
      throw refuse("PaymentResponseUnreadable", `The payment response could not be read (${error.message}). Nothing was changed.`);
    throw error;
  }
  const orderNumber = fields.order_id!;
  if (input.orderNo && input.orderNo !== orderNumber) {
    throw refuse(
      "PaymentResponseMismatch",
      `This payment response is for order ${orderNumber}, not ${input.orderNo}. Nothing was changed.`,
    );
  }
  const [order] = await deps.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber)).limit(1);
  if (!order) throw refuse("OrderNotFound", `There is no order ${orderNumber}. Nothing was changed.`, 404);
  const outcomePage = outcomePageFor(order, returnLanguage(fields));
  const problems = gatewayAnswerProblems(order, {
    orderNumber,
    amount: gatewayAmountToMinor(fields.amount ?? ""),
    currency: fields.currency ?? null,
  });
  if (fields.merchant_param1 !== String(order.userId)) problems.push("it was issued for another customer");
  if (problems.length > 0) {
    throw refuse(
      "PaymentResponseMismatch",
      `This payment response does not match order ${orderNumber}: ${problems.join("; ")}. Nothing was changed.`,
    );
  }
  // The mandate this payment registered is told only by this return (ADR 0047): recorded with the move to paid,
  // or on its own when reconciliation paid the order first.
  const recordMandate = (tx: Transaction, paid: Order) => recordRegisteredMandate(deps, tx, paid, fields);
  if (order.status === "paid") await deps.db.transaction((tx) => recordMandate(tx, order));
  if (order.status !== "pending") return { orderNumber, outcomePage, status: order.status };

  let answer;
  try {
    answer = await gateway.queryStatus(orderNumber);
  } catch (error) {
    if (!(error instanceof GatewayQueryError)) throw error;
    // The customer sees "pending"; the reconciliation job asks again later.
    return { orderNumber, outcomePage, status: order.status, note: `status query failed, order left pending: ${error.message}` };
  }
  if (fields.tracking_id && fields.tracking_id !== answer.trackingId) {
    const known = answer.trackingId ? `the gateway knows ${answer.trackingId}` : "the gateway knows no transaction";
    throw refuse(
      "PaymentResponseMismatch",
      `This payment response names transaction ${fields.tracking_id}, but ${known} for order ${orderNumber}. Nothing was changed.`,
    );
  }
  let settlement;
  try {
    settlement = await settleOrder(deps, order, answer, recordMandate);
  } catch (error) {
    // Settling failed (typically the activation: a wallet spent meanwhile) and the move rolled back, so the
    // order is still pending. The customer is shown "pending, we will write to you"; reconciliation retries
    // and logs it for a person. Never a bare error page after paying.
    const reason = error instanceof Error ? error.message : String(error);
    return {
      orderNumber,
      outcomePage,
      status: "pending",
      note: `the gateway answered ${answer.status}, but settling failed and the order stays pending: ${reason}`,
      alarm: true,
    };
  }
  // Reconciliation moved it to paid a moment before this return did: the mandate is recorded on its own.
  if (settlement.outcome === "paid" && !settlement.moved) await deps.db.transaction((tx) => recordMandate(tx, settlement.order));
  if (settlement.outcome === "unchanged")
    return { orderNumber, outcomePage, status: settlement.order.status, note: settlement.reason, alarm: settlement.alarm };
  return { orderNumber, outcomePage, status: settlement.order.status };
}
