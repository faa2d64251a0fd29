import { and, eq, ne } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { GatewayQueryError } from "../../../integrations/gateway/card-gateway.ts";
import type { JobLog } from "../../../jobs/interval-job.ts";

const m = schema.cardMandates;

/**
 * Tells the gateway a mandate cancelled here is cancelled (cancelSI). Any answer settles it (a refusal is
 * logged: we never charge a mandate that is not active here anyway); a gateway that cannot be reached
 * leaves gateway_cancel_due set, and the renewal pass asks again.
 */
export async function cancelAtGateway(deps: AppDeps, mandate: schema.CardMandate, log?: JobLog): Promise<boolean> {
  try {
    const answer = await deps.payments.mandates.cancel(mandate.gatewaySubRef);
    if (!answer.accepted)
      log?.warn({ mandateId: mandate.id, reason: answer.reason }, "auto-renew: the gateway refused to cancel a mandate cancelled here");
  } catch (error) {
    if (!(error instanceof GatewayQueryError)) throw error;
    log?.warn({ mandateId: mandate.id, err: error }, "auto-renew: could not cancel the mandate at the gateway; it is cancelled here");
    await deps.db.update(m).set({ gatewayCancelDue: true }).where(eq(m.id, mandate.id));
    return false;
  }
  await deps.db.update(m).set({ gatewayCancelDue: false }).where(eq(m.id, mandate.id));
  return true;
}

/** The pass's sweep: mandates cancelled here whose cancel has not reached the gateway yet (a refund's, or one that found it down). */
export async function cancelDueAtGateway(deps: AppDeps, log?: JobLog): Promise<number> {
  const due = await deps.db
    .select()
    .from(m)
    .where(and(eq(m.gatewayCancelDue, true), ne(m.status, "active")))
    .limit(100);
  let told = 0;
  for (const mandate of due) if (await cancelAtGateway(deps, mandate, log)) told += 1;
  return told;
}
