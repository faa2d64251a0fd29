import { asc } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AdminSite } from "@investar/web/load-context";
import type { AppDeps } from "../../deps.ts";
import { toAdminOfferBanner } from "./offer-banner-view.ts";

/** /admin/site: every offer banner, running or not, in the order they were made, and the home page's counters. */
export async function getAdminSite(deps: AppDeps): Promise<AdminSite> {
  const b = schema.offerBannerContents;
  const c = schema.siteCounters;
  const [banners, counters] = await Promise.all([
    deps.db.select().from(b).orderBy(asc(b.id)),
    deps.db.select({ key: c.key, label: c.label, target: c.target }).from(c).orderBy(asc(c.sortOrder)),
  ]);
  const now = deps.now();
  return { banners: banners.map((row) => toAdminOfferBanner(row, now)), counters };
}
