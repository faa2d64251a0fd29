import { mobileAppLinks, type MobileAppLinks } from "@investar/core";
import type { Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { cachedPerApp } from "../../../database/cached-per-app.ts";
import { qrCodeDataUri } from "../../../integrations/qr/qr-code-data-uri.ts";
import { readStoredBusinessProfile } from "./read-business-profile.ts";

export interface MobileAppForPages extends MobileAppLinks {
  /** Our own /app, which sends a phone to its store: what the QR code holds, one code for both stores. */
  getAppUrl: string;
  /** That address as a QR code (an SVG data URI); null when no store is configured. */
  qrCode: string | null;
}

/**
 * The store pages as the profile holds them now, read with `db`: inside a transaction (a receipt queued by an
 * activation) that transaction's own executor, since the embedded database's one connection is held by it.
 */
export async function mobileAppLinksIn(deps: Pick<AppDeps, "config">, db: Executor): Promise<MobileAppLinks> {
  const stored = await readStoredBusinessProfile(db);
  return mobileAppLinks((stored.profile as { mobileApp?: unknown } | null)?.mobileApp, deps.config.mobileApp);
}

/**
 * docs/business-rules.md#mobile-app-links, ADR 0040: the store pages every page that sells the mobile app links to,
 * the business profile's with the environment's overrides. The profile's part is read even while the rest of
 * the profile is incomplete: a store link does not wait for the bank details. Dropped when staff save the profile.
 */
export const mobileAppForPages = cachedPerApp("business-profile", 60_000, async (deps): Promise<MobileAppForPages> => {
  const links = await mobileAppLinksIn(deps, deps.db);
  const getAppUrl = `${deps.config.publicUrl}/app`;
  return { ...links, getAppUrl, qrCode: links.appStore || links.googlePlay ? await qrCodeDataUri(getAppUrl) : null };
});
