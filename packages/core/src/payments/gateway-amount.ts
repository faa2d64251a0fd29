import { isCurrency, type Currency } from "../money.ts";

/**
 * Gateways speak decimal strings ("1500.00"); we keep integer minor units. The conversion is done
 * on digits, never through a float, so a rupee can neither appear nor vanish on the way.
 */
export function minorToGatewayAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not an amount in minor units: ${minor}`);
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

const decimalAmount = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "1500", "1500.5" and "1500.50" are 150050…; anything else (signs, exponents, three decimals) is null. */
export function gatewayAmountToMinor(value: string | number): number | null {
  const match = decimalAmount.exec(typeof value === "number" ? String(value) : value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** What a gateway told us about an order (in its return message or its status API). */
export interface GatewayAnswer {
  orderNumber: string | null;
  /** Minor units, or null when the gateway's amount was missing or unreadable. */
  amount: number | null;
  currency: string | null;
}

export interface OrderTerms {
  orderNumber: string;
  amount: number;
  currency: Currency;
}

/**
 * Why a gateway's answer does not belong to this order, or [] when it does. A response for one
 * order replayed against another, or an amount or currency changed on the way, is never applied.
 */
export function gatewayAnswerProblems(order: OrderTerms, answer: GatewayAnswer): string[] {
  const problems: string[] = [];
  if (answer.orderNumber !== order.orderNumber) problems.push(`order id ${answer.orderNumber ?? "(none)"} is not ${order.orderNumber}`);
  if (answer.amount === null) problems.push("the amount is missing or unreadable");
  else if (answer.amount !== order.amount)
    problems.push(`amount ${minorToGatewayAmount(answer.amount)} is not ${minorToGatewayAmount(order.amount)}`);
  if (!isCurrency(answer.currency)) problems.push(`currency ${answer.currency ?? "(none)"} is not one we charge in`);
  else if (answer.currency !== order.currency) problems.push(`currency ${answer.currency} is not ${order.currency}`);
  return problems;
}
