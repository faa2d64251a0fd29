import { and, asc, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { selectPayments, toPaymentSummary, type PaymentSummary } from "./payment-rows.ts";

export interface BridgeUser {
  userId: number;
  name: string;
  email: string;
  mobileNo: string;
  /** Pending manual payments; each one's transactionId (its order number) is what BridgeActivateUserPayment takes. */
  pendingPayments: (PaymentSummary & { transactionId: string })[];
}

/** The bridge service's "get user list by userId": that customer, with their payments waiting; [] for no such user. */
export async function listBridgeUsers(deps: AppDeps, userId: number): Promise<BridgeUser[]> {
  const u = schema.users;
  const [user] = await deps.db
    .select({ userId: u.id, name: u.fullName, email: u.email, mobileNo: u.mobileNo })
    .from(u)
    .where(eq(u.id, userId));
  if (!user) return [];
  const o = schema.orders;
  const rows = await selectPayments(deps.db)
    .where(and(eq(o.userId, userId), eq(o.gateway, "ManualPayment"), eq(o.status, "pending")))
    .orderBy(asc(o.createdAt), asc(o.id));
  return [{ ...user, pendingPayments: rows.map((row) => ({ ...toPaymentSummary(row), transactionId: row.order.orderNumber })) }];
}
