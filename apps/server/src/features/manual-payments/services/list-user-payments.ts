import { and, count, desc, eq, ne } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE, pageWindow } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { gatewayFor, selectPayments, toPaymentSummary, type PaymentSummary } from "./payment-rows.ts";

export interface UserPaymentsPage {
  payments: PaymentSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GetPaymentModesForManualPayment: one customer's manual (or card) payments, pending ones first, then
 * newest; 10 a page. Each carries its mode, reference and status, which is what the admin picks from.
 */
export async function listUserPayments(
  deps: AppDeps,
  userId: number,
  isManualPayment: boolean,
  requestedPage: number,
): Promise<UserPaymentsPage> {
  const o = schema.orders;
  const where = and(eq(o.userId, userId), eq(o.gateway, gatewayFor(isManualPayment)), ne(o.status, "created"));
  const [counted] = await deps.db.select({ n: count() }).from(o).where(where);
  const total = counted?.n ?? 0;
  const pager = pageWindow(total, requestedPage, DEFAULT_PAGE_SIZE);
  const rows = await selectPayments(deps.db)
    .where(where)
    .orderBy(desc(eq(o.status, "pending")), desc(o.createdAt), desc(o.id))
    .limit(DEFAULT_PAGE_SIZE)
    .offset((pager.page - 1) * DEFAULT_PAGE_SIZE);
  return { payments: rows.map(toPaymentSummary), total, page: pager.page, pageSize: DEFAULT_PAGE_SIZE };
}
