import { and, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import type { JobLog } from "../../../jobs/interval-job.ts";
import { readCancelAutoRenewToken } from "./auto-renew-links.ts";
import { cancelAtGateway } from "./cancel-at-gateway.ts";

export const INVALID_CANCEL_LINK = "This cancel link is not valid. Cancel auto-renew on My Subscription instead.";

const m = schema.cardMandates;

/** The mandate a pre-debit notice's cancel link names, read without changing anything (the page a GET shows). */
export async function mandateOfCancelLink(deps: AppDeps, token: string): Promise<schema.CardMandate> {
  const id = readCancelAutoRenewToken(deps.config.sessionSecret!, token);
  const [mandate] = id === null ? [] : await deps.db.select().from(m).where(eq(m.id, id));
  if (!mandate) throw badRequest(INVALID_CANCEL_LINK);
  return mandate;
}

/**
 * Cancels auto-renew (docs/business-rules.md#auto-renew): here first, at once, so no pass charges it from
 * this moment (only active mandates are charged), then at the gateway. The paid period is kept. Saying it
 * twice changes nothing. A gateway that cannot be reached is logged and asked again by the renewal pass;
 * meanwhile its mandate is never charged by us.
 */
export async function cancelAutoRenew(deps: AppDeps, mandateId: number, reason: string, log?: JobLog): Promise<{ cancelled: boolean }> {
  const [cancelled] = await deps.db
    .update(m)
    .set({ status: "cancelled", endedAt: deps.now(), endedReason: reason })
    .where(and(eq(m.id, mandateId), eq(m.status, "active")))
    .returning();
  if (!cancelled) return { cancelled: false };
  await cancelAtGateway(deps, cancelled, log);
  return { cancelled: true };
}
