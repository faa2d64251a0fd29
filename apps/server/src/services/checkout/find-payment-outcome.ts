import { isOrderNumber } from "@investar/core";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../errors.ts";
import { getOrderOutcome, type OrderOutcome } from "../payments/get-order-outcome.ts";

/** The page's view of getOrderOutcome: a number that is not an order of this customer is simply no outcome. */
export async function findPaymentOutcome(deps: AppDeps, userId: number, orderNumber: string): Promise<OrderOutcome | null> {
  if (!isOrderNumber(orderNumber)) return null;
  try {
    return await getOrderOutcome(deps, userId, orderNumber);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
