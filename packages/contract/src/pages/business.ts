/** What the pages that print the business, and /admin and /admin/business, read from the business feature. */
import type { AdminBusinessProfile, BusinessProfile, LaunchChecklist } from "@investar/core";

export interface BusinessPageServices {
  /** The business as pages print it (footer, contact, payment pages); local mode's marked sample, or null on a deployed site without one (ADR 0033). */
  getBusinessProfile(): Promise<BusinessProfile | null>;
  /** /admin/business: the profile as saved, whether it is complete, and local mode's sample. */
  getAdminBusinessProfile(): Promise<AdminBusinessProfile>;
  /** /admin: what must be true before the site takes money (ADR 0033). */
  getLaunchChecklist(): Promise<LaunchChecklist>;
}
