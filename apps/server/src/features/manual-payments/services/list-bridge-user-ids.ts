import { and, asc, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/**
 * docs/business-rules.md#api-other "Other", the bridge-payment service's "get all user ids": the customers with a payment waiting
 * to be activated. The bridge is the admin's way in from tools outside the site (a bank-statement
 * matcher, support desks); it works on the same pending manual payments as the admin page.
 */
export async function listBridgeUserIds(deps: AppDeps): Promise<number[]> {
  const o = schema.orders;
  const rows = await deps.db
    .selectDistinct({ userId: o.userId })
    .from(o)
    .where(and(eq(o.gateway, "ManualPayment"), eq(o.status, "pending")))
    .orderBy(asc(o.userId));
  return rows.map((row) => row.userId);
}
