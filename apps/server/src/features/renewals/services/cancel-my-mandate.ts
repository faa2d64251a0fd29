import { and, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { JobLog } from "../../../jobs/interval-job.ts";
import { notFound } from "../../../errors.ts";
import { cancelAutoRenew } from "./cancel-auto-renew.ts";

/**
 * My Subscription's "Cancel auto-renew" (docs/business-rules.md#auto-renew-opt-in): the customer's own mandate only
 * (another customer's is simply not found), cancelled at once here and then at the gateway; the paid period is
 * kept. Cancelling one already ended says so and changes nothing.
 */
export async function cancelMyMandate(deps: AppDeps, userId: number, mandateId: number, log?: JobLog): Promise<{ message: string }> {
  const m = schema.cardMandates;
  const [mandate] = await deps.db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.id, mandateId), eq(m.userId, userId)));
  if (!mandate) throw notFound(`There is no card mandate ${mandateId} on your account.`);
  const { cancelled } = await cancelAutoRenew(deps, mandate.id, "Cancelled by the customer on My Subscription", log);
  return {
    message: cancelled
      ? "Auto-renew is cancelled. Nothing more will be charged to your card; your subscription keeps working until the end of the period you have paid for."
      : "Auto-renew was already off for this subscription. Nothing will be charged.",
  };
}
