import { count, desc, isNotNull, or, sql } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE, landingPageName, pageWindow, parseLandingPage, sanitizeAcquisition } from "@investar/core";
import type { CampaignSignUpsPage } from "@investar/contract/pages/marketing";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/**
 * The admin's record of where campaign sign-ups came from (docs/business-rules.md#landing-pages): accounts made through a
 * landing page, the broker page, a webinar campaign or an ad link (docs/business-rules.md#acquisition), or that recorded a partner code or the broker
 * questionnaire, newest first, 10 a page. Marketing reads it to know which page and partner brought whom.
 */
export async function listCampaignSignUps(deps: AppDeps, requestedPage: number): Promise<CampaignSignUpsPage> {
  const u = schema.users;
  const fromACampaign = or(
    isNotNull(u.landingPage),
    // registerForLpage stores every flag, set or not: only a set one names a campaign page.
    sql`jsonb_path_exists(${u.landingFlags}, '$.* ? (@ == true)')`,
    isNotNull(u.utmSource),
    isNotNull(u.acquisition),
    isNotNull(u.brokerSource),
    sql`${u.regSrc} = 'Zerodha'`,
    isNotNull(u.partnerCode),
    isNotNull(u.brokerPotentials),
  );
  const [counted] = await deps.db.select({ n: count() }).from(u).where(fromACampaign);
  const total = counted?.n ?? 0;
  const pager = pageWindow(total, requestedPage, DEFAULT_PAGE_SIZE);
  const rows = await deps.db
    .select()
    .from(u)
    .where(fromACampaign)
    .orderBy(desc(u.createdAt), desc(u.id))
    .limit(DEFAULT_PAGE_SIZE)
    .offset((pager.page - 1) * DEFAULT_PAGE_SIZE);
  return {
    signUps: rows.map((row) => {
      const landing = row.landingPage === null ? null : parseLandingPage(String(row.landingPage));
      return {
        userId: row.id,
        name: row.fullName,
        email: row.email,
        registeredAt: row.createdAt.toISOString(),
        regSrc: row.regSrc,
        landingPage: landing === null ? null : landingPageName(landing),
        landingFlags: Object.entries(row.landingFlags ?? {})
          .filter(([, on]) => on)
          .map(([flag]) => flag),
        utmSource: row.utmSource,
        acquisition: sanitizeAcquisition(row.acquisition),
        brokerSource: row.brokerSource,
        isBrokerOpenUser: row.isBrokerOpenUser,
        partnerCode: row.partnerCode,
        brokerPotentials: row.brokerPotentials,
      };
    }),
    total,
    page: pager.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}
