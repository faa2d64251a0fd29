import { desc, eq } from "drizzle-orm";
import { MARKETING_CONSENT_KINDS, PRIVACY_NOTICE_VERSION, type ConsentPurpose, type ConsentSource } from "@investar/core/privacy-consent";
import type { PrivacyOverview } from "@investar/contract/pages/privacy-consent";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";

/** The /my-investar/privacy page: the notice accepted, each marketing kind's switch, the consent history and the last download. */
export async function getPrivacyOverview(deps: AppDeps, userId: number): Promise<PrivacyOverview> {
  const c = schema.consentRecords;
  const e = schema.dataExports;
  const [user] = await deps.db.select({ flags: schema.users.subscriptionFlags }).from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw notFound("No such user.");
  const records = await deps.db.select().from(c).where(eq(c.userId, userId)).orderBy(desc(c.at), desc(c.id));
  const [lastExport] = await deps.db.select().from(e).where(eq(e.userId, userId)).orderBy(desc(e.requestedAt)).limit(1);
  const latest = (purpose: string) => records.find((record) => record.purpose === purpose) ?? null;
  const notice = latest("notice");
  const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;
  return {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    accepted: notice ? { noticeVersion: notice.noticeVersion, at: notice.at.toISOString() } : null,
    adultDeclaredAt: iso(latest("age-18-plus")?.at),
    marketing: MARKETING_CONSENT_KINDS.map((kind) => ({ kind, on: user.flags[kind] === true, changedAt: iso(latest(kind)?.at) })),
    history: records.map((record) => ({
      purpose: record.purpose as ConsentPurpose,
      given: record.given,
      at: record.at.toISOString(),
      noticeVersion: record.noticeVersion,
      source: record.source as ConsentSource,
    })),
    lastExport: lastExport
      ? {
          status: lastExport.status,
          requestedAt: lastExport.requestedAt.toISOString(),
          readyAt: iso(lastExport.readyAt),
          expiresAt: iso(lastExport.expiresAt),
          downloadedAt: iso(lastExport.downloadedAt),
        }
      : null,
  };
}
