import type { WebServices } from "@investar/web/load-context";
import type { AppDeps } from "../../deps.ts";
import { getHomeContent } from "../site-content/services/get-home-content.ts";
import { listPlanCards } from "../site-content/services/list-plan-cards.ts";
import { listVersionHistory } from "../releases/services/list-version-history.ts";
import { verifyEmail } from "../accounts/services/verify-email.ts";
import { cancelEmailChange } from "../profile/services/cancel-email-change.ts";
import { AppError } from "../../errors.ts";
import { listReferrals } from "../referrals/services/list-referrals.ts";
import { getReferralProgram } from "../referrals/services/get-referral-program.ts";
import { getProfile } from "../profile/services/get-profile.ts";
import { loadCatalogue } from "../catalogue/services/load-catalogue.ts";
import { copyPricesInEffect } from "../catalogue/services/copy-prices-in-effect.ts";
import { businessProfileForPages } from "../business/services/business-profile-for-pages.ts";
import { getSubscriptionDetails } from "../subscriptions/services/get-subscription-details.ts";
import { listScheduledChanges } from "../subscriptions/services/scheduled-changes.ts";
import { getUserLocation } from "../catalogue/services/get-user-location.ts";
import { getWalletPage } from "../wallet/services/get-wallet-page.ts";
import { listTaxDocuments } from "../invoices/services/list-tax-documents.ts";
import { listMyManualPayments } from "../manual-payments/services/list-my-manual-payments.ts";
import { listPaymentUsers } from "../manual-payments/services/list-payment-users.ts";
import { countPendingManualPayments } from "../manual-payments/services/count-pending-manual-payments.ts";
import { getAdminDashboard } from "../dashboard/services/get-admin-dashboard.ts";
import { paymentRequestPassphrase, requireSessionSecret } from "../payments/services/payment-request-passphrase.ts";
import { isResetLinkLive } from "../accounts/services/is-reset-link-live.ts";
import { findOrderOutcome, findWebinarOrderOutcome } from "../payments/services/get-order-outcome.ts";
import { getWebinarSeatOffer } from "../webinars/services/seat-price-view.ts";
import { getPaymentFormDetails } from "../checkout/services/get-payment-form-details.ts";
import { listLiveSessions } from "../webinars/services/list-technical-analysis-webinars.ts";
import { listSoftwareTrainings } from "../webinars/services/list-software-trainings.ts";
import { listMyWebinars } from "../webinars/services/list-my-webinars.ts";
import { listAdminWebinars } from "../webinars/services/admin/list-admin-webinars.ts";
import { getAdminCatalogue } from "../catalogue/services/get-admin-catalogue.ts";
import { getTwoFactorStatus } from "../two-factor/services/get-two-factor-status.ts";
import { listWebinarRegistrants } from "../webinars/services/admin/list-webinar-registrants.ts";
import { searchUsers } from "../admin-users/services/search-users.ts";
import { getUserOverview } from "../admin-users/services/get-user-overview.ts";
import { listAudit } from "../audit/services/list-audit.ts";
import { getRunningOffers } from "../catalogue/services/is-offer-activated.ts";
import { getMasterTraderOffer } from "../catalogue/services/get-master-trader-coupon.ts";
import { getWebinarDiscountFields } from "../catalogue/services/get-webinar-discount.ts";
import { listStandalonePrices } from "../catalogue/services/list-standalone-prices.ts";
import { listCampaignSignUps } from "../marketing/services/list-campaign-sign-ups.ts";
import { getPublishedSetups } from "../releases/services/get-published-setups.ts";
import { getAdminReleases } from "../releases/services/get-admin-releases.ts";
import { getAdminSite } from "../site-content/services/get-admin-site.ts";
import { getAdminBusinessProfile } from "../business/services/get-admin-business-profile.ts";
import { getLaunchChecklist } from "../business/services/get-launch-checklist.ts";
import { listNewsletters } from "../newsletters/services/list-newsletters.ts";

/** A page opened from a mailed link shows a refused link (spent, expired, taken address) as its message. */
async function refusalAsAnswer<T extends object>(work: () => Promise<T>): Promise<({ ok: true } & T) | { ok: false; message: string }> {
  try {
    return { ok: true, ...(await work()) };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { ok: false, message: error.message };
    throw error;
  }
}

/** The services page loaders call in-process, bound to this app's dependencies. */
export function createWebServices(deps: AppDeps): WebServices {
  return {
    getHomeContent: () => getHomeContent(deps),
    getPlanCards: () => listPlanCards(deps),
    listVersionHistory: (isBeta) => listVersionHistory(deps, isBeta),
    confirmEmail: (token) => refusalAsAnswer(() => verifyEmail(deps, token)),
    isResetLinkLive: (token) => isResetLinkLive(deps, token),
    cancelEmailChange: (token) => refusalAsAnswer(() => cancelEmailChange(deps, token)),
    listReferrals: (refereeId) => listReferrals(deps, refereeId),
    getReferralProgram: (userId) => getReferralProgram(deps, userId),
    getSocialLoginConfig: () => ({
      googleClientId: deps.config.google.clientId,
      facebookAppId: deps.config.facebook.appId,
      redirectUri: `${deps.config.publicUrl}/facebookLogin`,
    }),
    getProfile: (userId) => getProfile(deps, userId),
    getPricingCatalogue: () => loadCatalogue(deps),
    getSubscriptionDetails: (userId) => getSubscriptionDetails(deps, userId),
    getUserLocation: (ip) => getUserLocation(ip),
    listInvoices: (userId) => listTaxDocuments(deps, userId),
    listScheduledChanges: (userId) => listScheduledChanges(deps, userId),
    getWalletPage: (userId, page) => getWalletPage(deps, userId, page),
    listManualPayments: (userId) => listMyManualPayments(deps, userId),
    listManualPaymentUsers: (isManualPayment, page) => listPaymentUsers(deps, isManualPayment, page),
    countPendingManualPayments: () => countPendingManualPayments(deps),
    getAdminDashboard: () => getAdminDashboard(deps),
    getPaymentRequestPassphrase: () => paymentRequestPassphrase(requireSessionSecret(deps)),
    getPaymentOutcome: (userId, orderNumber) => findOrderOutcome(deps, userId, orderNumber),
    getWebinarSeatOffer: (userId, request) => getWebinarSeatOffer(deps, userId, request),
    getWebinarPaymentOutcome: (userId, orderNumber) => findWebinarOrderOutcome(deps, userId, orderNumber),
    getPaymentFormDetails: (userId) => getPaymentFormDetails(deps, userId),
    listWebinars: ({ track, ...query }) => listLiveSessions(deps, track, query),
    // Videos are free: the currency only matters for paid sessions.
    listTrainingVideos: (category) => listSoftwareTrainings(deps, category, { isLive: false, caller: null, currency: "INR" }),
    listMyWebinars: (userId, currency) => listMyWebinars(deps, userId, currency),
    listAdminWebinars: (page) => listAdminWebinars(deps, page),
    getAdminCatalogue: () => getAdminCatalogue(deps),
    getTwoFactorStatus: (userId) => getTwoFactorStatus(deps, userId),
    listWebinarRegistrants: (webinarId, page) => listWebinarRegistrants(deps, webinarId, page),
    searchUsers: (query, page) => searchUsers(deps, query, page),
    getUserOverview: (userId, pages) => getUserOverview(deps, userId, pages),
    listAudit: (filter, page) => listAudit(deps, filter, page),
    listRunningOffers: async () => (await getRunningOffers(deps)).offers,
    getMasterTraderOffer: () => getMasterTraderOffer(deps),
    getWebinarDiscount: async (userId) => {
      const { discount, discountEndDate, couponCode } = await getWebinarDiscountFields(deps, userId);
      return discount === null ? null : { discount, discountEndDate, couponCode };
    },
    listStandalonePrices: () => listStandalonePrices(deps),
    listCampaignSignUps: (page) => listCampaignSignUps(deps, page),
    getPublishedSetups: () => getPublishedSetups(deps),
    getAdminReleases: (page) => getAdminReleases(deps, page),
    getAdminSite: () => getAdminSite(deps),
    getBusinessProfile: () => businessProfileForPages(deps),
    getAdminBusinessProfile: () => getAdminBusinessProfile(deps),
    getLaunchChecklist: () => getLaunchChecklist(deps),
    getCopyPrices: () => copyPricesInEffect(deps),
    listNewsletters: () => listNewsletters(deps),
  };
}
