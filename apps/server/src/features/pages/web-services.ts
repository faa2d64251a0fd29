import type { WebServices } from "@investar/contract/pages/load-context";
import type { AppDeps } from "../../deps.ts";
import { accountClosurePageServices } from "../account-closure/index.ts";
import { accountsPageServices } from "../accounts/index.ts";
import { adminUsersPageServices } from "../admin-users/index.ts";
import { auditPageServices } from "../audit/index.ts";
import { businessPageServices } from "../business/index.ts";
import { cataloguePageServices } from "../catalogue/index.ts";
import { checkoutPageServices } from "../checkout/index.ts";
import { customerNotesPageServices } from "../customer-notes/index.ts";
import { customerTimelinePageServices } from "../customer-timeline/index.ts";
import { dashboardPageServices } from "../dashboard/index.ts";
import { gstReturnsPageServices } from "../gst-returns/index.ts";
import { invoicesPageServices } from "../invoices/index.ts";
import { manualPaymentsPageServices } from "../manual-payments/index.ts";
import { marketingPageServices } from "../marketing/index.ts";
import { newslettersPageServices } from "../newsletters/index.ts";
import { paymentQueuePageServices } from "../payment-queue/index.ts";
import { paymentsPageServices } from "../payments/index.ts";
import { privacyRequestsPageServices } from "../privacy-requests/index.ts";
import { privacyConsentPageServices } from "../privacy-consent/index.ts";
import { profilePageServices } from "../profile/index.ts";
import { referralsPageServices } from "../referrals/index.ts";
import { releasesPageServices } from "../releases/index.ts";
import { renewalsPageServices } from "../renewals/index.ts";
import { siteContentPageServices } from "../site-content/index.ts";
import { staffSearchPageServices } from "../staff-search/index.ts";
import { statementsPageServices } from "../statements/index.ts";
import { subscriptionsPageServices } from "../subscriptions/index.ts";
import { supportDeskPageServices } from "../support-desk/index.ts";
import { twoFactorPageServices } from "../two-factor/index.ts";
import { walletPageServices } from "../wallet/index.ts";
import { webinarsPageServices } from "../webinars/index.ts";

/**
 * The services page loaders call in-process, bound to this app's dependencies: each feature's own page
 * services (its pages.ts), joined. A feature's new page touches that feature, not this list.
 */
export function createWebServices(deps: AppDeps): WebServices {
  return {
    ...accountClosurePageServices(deps),
    ...accountsPageServices(deps),
    ...adminUsersPageServices(deps),
    ...auditPageServices(deps),
    ...businessPageServices(deps),
    ...cataloguePageServices(deps),
    ...checkoutPageServices(deps),
    ...customerNotesPageServices(deps),
    ...customerTimelinePageServices(deps),
    ...dashboardPageServices(deps),
    ...gstReturnsPageServices(deps),
    ...invoicesPageServices(deps),
    ...manualPaymentsPageServices(deps),
    ...marketingPageServices(deps),
    ...newslettersPageServices(deps),
    ...paymentQueuePageServices(deps),
    ...paymentsPageServices(deps),
    ...privacyRequestsPageServices(deps),
    ...privacyConsentPageServices(deps),
    ...profilePageServices(deps),
    ...referralsPageServices(deps),
    ...releasesPageServices(deps),
    ...renewalsPageServices(deps),
    ...siteContentPageServices(deps),
    ...staffSearchPageServices(deps),
    ...statementsPageServices(deps),
    ...subscriptionsPageServices(deps),
    ...supportDeskPageServices(deps),
    ...twoFactorPageServices(deps),
    ...walletPageServices(deps),
    ...webinarsPageServices(deps),
  };
}
