/** What other features may use of business; everything else in this folder is its own. */
export { businessPageServices } from "./pages.ts";
export { businessProfileForPages } from "./services/business-profile-for-pages.ts";
export { getAdminBusinessProfile } from "./services/get-admin-business-profile.ts";
export { getLaunchChecklist } from "./services/get-launch-checklist.ts";
export { mailBrand } from "./services/mail-brand.ts";
export { mobileAppForPages, mobileAppLinksIn } from "./services/mobile-app-for-pages.ts";
export { businessProfileInEffect } from "./services/read-business-profile.ts";
export { requireBusinessProfile } from "./services/require-business-profile.ts";
export { supplierDetails } from "./services/supplier-details.ts";
export { supportAddress } from "./services/support-address.ts";
