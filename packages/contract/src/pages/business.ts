/** What the pages that print the business, and /admin and /admin/business, read from the business feature. */
import type { AdminBusinessProfile, BusinessProfile, LaunchChecklist, MobileAppLinks } from "@investar/core";

/** The mobile app's store pages (null where none is configured), and a QR code of our /app that sends a phone to its store. */
export interface MobileAppPageData extends MobileAppLinks {
  getAppUrl: string;
  qrCode: string | null;
}

export interface BusinessPageServices {
  /** The business as pages print it (footer, contact, payment pages); local mode's marked sample, or null on a deployed site without one (ADR 0033). */
  getBusinessProfile(): Promise<BusinessProfile | null>;
  /** /admin/business: the profile as saved, whether it is complete, and local mode's sample. */
  getAdminBusinessProfile(): Promise<AdminBusinessProfile>;
  /** /admin: what must be true before the site takes money (ADR 0033). */
  getLaunchChecklist(): Promise<LaunchChecklist>;
  /** Pages that sell the mobile app: its store badges and QR code (ADR 0040). */
  getMobileApp(): Promise<MobileAppPageData>;
}
