import type { WebServices } from "@investar/web/load-context";
import type { AppDeps } from "../../deps.ts";
import { getHomeContent } from "../site-content/index.ts";
import { listPlanCards } from "../site-content/index.ts";
import { listVersionHistory } from "../releases/index.ts";
import { verifyEmail } from "../accounts/index.ts";
import { cancelEmailChange } from "../profile/index.ts";
import { AppError } from "../../errors.ts";
import { listReferrals } from "../referrals/index.ts";
import { getReferralProgram } from "../referrals/index.ts";
import { getProfile } from "../profile/index.ts";
import { loadCatalogue } from "../catalogue/index.ts";
import { copyPricesInEffect } from "../catalogue/index.ts";
import { businessProfileForPages } from "../business/index.ts";
import { getSubscriptionDetails } from "../subscriptions/index.ts";
import { listScheduledChanges } from "../subscriptions/index.ts";
import { getUserLocation } from "../catalogue/index.ts";
import { getWalletPage } from "../wallet/index.ts";
import { listTaxDocuments } from "../invoices/index.ts";
import { listMyManualPayments } from "../manual-payments/index.ts";
import { listPaymentUsers } from "../manual-payments/index.ts";
import { countPendingManualPayments } from "../manual-payments/index.ts";
import { getAdminDashboard } from "../dashboard/index.ts";
import { paymentRequestPassphrase, requireSessionSecret } from "../payments/index.ts";
import { isResetLinkLive } from "../accounts/index.ts";
import { findOrderOutcome, findWebinarOrderOutcome } from "../payments/index.ts";
import { getWebinarSeatOffer } from "../webinars/index.ts";
import { getPaymentFormDetails } from "../checkout/index.ts";
import { listLiveSessions } from "../webinars/index.ts";
import { listSoftwareTrainings } from "../webinars/index.ts";
import { listMyWebinars } from "../webinars/index.ts";
import { listAdminWebinars } from "../webinars/index.ts";
import { getAdminCatalogue } from "../catalogue/index.ts";
import { getTwoFactorStatus } from "../two-factor/index.ts";
import { listWebinarRegistrants } from "../webinars/index.ts";
import { searchUsers } from "../admin-users/index.ts";
import { getUserOverview } from "../admin-users/index.ts";
import { listAudit } from "../audit/index.ts";
import { getRunningOffers } from "../catalogue/index.ts";
import { getMasterTraderOffer } from "../catalogue/index.ts";
import { getWebinarDiscountFields } from "../catalogue/index.ts";
import { listStandalonePrices } from "../catalogue/index.ts";
import { listCampaignSignUps } from "../marketing/index.ts";
import { getPublishedSetups } from "../releases/index.ts";
import { getAdminReleases } from "../releases/index.ts";
import { getAdminSite } from "../site-content/index.ts";
import { getAdminBusinessProfile } from "../business/index.ts";
import { getLaunchChecklist } from "../business/index.ts";
import { listNewsletters } from "../newsletters/index.ts";

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
