import { asc } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AdminOfferBanner } from "@investar/web/load-context";
import type { AppDeps } from "../../deps.ts";
import { toAdminOfferBanner } from "./offer-banner-view.ts";

/** /admin/site: every offer banner, running or not, in the order they were made. */
export async function listOfferBanners(deps: AppDeps): Promise<AdminOfferBanner[]> {
  const t = schema.offerBannerContents;
  const rows = await deps.db.select().from(t).orderBy(asc(t.id));
  const now = deps.now();
  return rows.map((row) => toAdminOfferBanner(row, now));
}
