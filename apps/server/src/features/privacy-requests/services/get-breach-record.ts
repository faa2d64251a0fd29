import { asc, eq } from "drizzle-orm";
import { businessAddressLines } from "@investar/core";
import type { BreachRecord } from "@investar/contract/pages/privacy-requests";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { businessProfileInEffect } from "../../business/index.ts";
import { breachViews } from "./list-breaches.ts";

/**
 * The record the Data Protection Board asks for (DPDP Rules r. 7(2), ADR 0051): the breach as recorded, the business
 * that reports it, and every intimation given to the people affected. Printed from /admin/privacy/breaches/:breachId.
 */
export async function getBreachRecord(deps: AppDeps, id: number): Promise<BreachRecord | null> {
  const [view] = await breachViews(deps.db, id);
  if (!view) return null;
  const notices = await deps.db
    .select()
    .from(schema.privacyBreachNotices)
    .where(eq(schema.privacyBreachNotices.breachId, id))
    .orderBy(asc(schema.privacyBreachNotices.queuedAt), asc(schema.privacyBreachNotices.userId));
  const profile = await businessProfileInEffect(deps);
  return {
    ...view,
    notices: notices.map((n) => ({ userId: n.userId, email: n.email, queuedAt: n.queuedAt.toISOString() })),
    business: profile
      ? { legalName: profile.legalName, address: businessAddressLines(profile).join(", "), grievanceOfficer: profile.grievanceOfficer }
      : null,
  };
}
