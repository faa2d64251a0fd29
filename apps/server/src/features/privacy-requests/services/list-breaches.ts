import { desc, eq, sql } from "drizzle-orm";
import { boardReportDueAt, breachInput, breachReference } from "@investar/core";
import type { BreachView } from "@investar/contract/pages/privacy-requests";
import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

const breaches = schema.privacyBreaches;
const notices = schema.privacyBreachNotices;

/** Breaches with how many people were told and when (newest first); `id` picks one. */
export async function breachViews(db: Executor, id?: number): Promise<BreachView[]> {
  const rows = await db
    .select({
      breach: breaches,
      recordedBy: schema.users.fullName,
      notified: sql<number>`(select count(*)::int from ${notices} where ${notices.breachId} = ${breaches.id})`,
      firstNotifiedAt: sql<
        string | null
      >`(select min(${notices.queuedAt})::text from ${notices} where ${notices.breachId} = ${breaches.id})`,
      lastNotifiedAt: sql<
        string | null
      >`(select max(${notices.queuedAt})::text from ${notices} where ${notices.breachId} = ${breaches.id})`,
    })
    .from(breaches)
    .leftJoin(schema.users, eq(schema.users.id, breaches.recordedBy))
    .where(id === undefined ? undefined : eq(breaches.id, id))
    .orderBy(desc(breaches.id))
    .limit(500);
  const iso = (text: string | null) => (text === null ? null : new Date(text).toISOString());
  return rows.map(({ breach, recordedBy, notified, firstNotifiedAt, lastNotifiedAt }) => ({
    id: breach.id,
    reference: breachReference(breach.id),
    fields: breachInput.parse(breach.fields),
    recordedAt: breach.recordedAt.toISOString(),
    recordedBy: recordedBy ?? null,
    updatedAt: breach.updatedAt.toISOString(),
    boardReportDueAt: boardReportDueAt(breach.discoveredAt).toISOString(),
    notified,
    firstNotifiedAt: iso(firstNotifiedAt),
    lastNotifiedAt: iso(lastNotifiedAt),
  }));
}

/** /admin/privacy/breaches: every breach recorded. */
export async function listBreaches(deps: AppDeps): Promise<{ breaches: BreachView[] }> {
  return { breaches: await breachViews(deps.db) };
}
