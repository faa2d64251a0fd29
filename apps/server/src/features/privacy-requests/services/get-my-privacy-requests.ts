import { and, desc, eq, inArray } from "drizzle-orm";
import type { MyPrivacyRequests } from "@investar/contract/pages/privacy-requests";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { grievanceOfficer } from "./grievance-officer.ts";
import { privacyRequestView } from "./privacy-request-view.ts";

/** /my-investar/privacy/requests: the caller's own requests with what staff wrote to them, their nominee and the grievance officer. */
export async function getMyPrivacyRequests(deps: AppDeps, userId: number): Promise<MyPrivacyRequests> {
  const rows = await deps.db
    .select()
    .from(schema.privacyRequests)
    .where(eq(schema.privacyRequests.userId, userId))
    .orderBy(desc(schema.privacyRequests.id))
    .limit(200);
  const ids = rows.map((row) => row.id);
  const replies =
    ids.length === 0
      ? []
      : await deps.db
          .select()
          .from(schema.privacyRequestEvents)
          .where(and(inArray(schema.privacyRequestEvents.requestId, ids), eq(schema.privacyRequestEvents.mailed, true)))
          .orderBy(schema.privacyRequestEvents.id);
  const [nomination] = await deps.db.select().from(schema.privacyNominations).where(eq(schema.privacyNominations.userId, userId));
  const now = deps.now();
  return {
    requests: rows.map((row) => ({
      ...privacyRequestView(row, now),
      replies: replies.filter((e) => e.requestId === row.id).map((e) => ({ at: e.at.toISOString(), note: e.note ?? "" })),
    })),
    nomination: nomination
      ? {
          name: nomination.name,
          email: nomination.email,
          relationship: nomination.relationship,
          updatedAt: nomination.updatedAt.toISOString(),
        }
      : null,
    grievanceOfficer: await grievanceOfficer(deps),
  };
}
