import type { RouteModule } from "../http/app-types.ts";
import getDevOutbox from "./dev/get-dev-outbox.ts";
import isEmailExist from "./auth/is-email-exist.ts";
import login from "./auth/login.ts";
import logout from "./auth/logout.ts";
import register from "./auth/register.ts";
import sendActivationEmail from "./auth/send-activation-email.ts";
import resendActivationLink from "./auth/resend-activation-link.ts";
import setPassword from "./auth/set-password.ts";
import verifyEmail from "./auth/verify-email.ts";
import getSetup from "./download/get-setup.ts";
import getHealth from "./health/get-health.ts";
import getReadiness from "./health/get-readiness.ts";
import getEmailAddressProfile from "./user/get-email-address-profile.ts";
import getOfferBannerContents from "./user/get-offer-banner-contents.ts";
import getVersionHistory from "./user/get-version-history.ts";
import passwordRecovery from "./auth/password-recovery.ts";
import sendPasswordResetEmail from "./auth/send-password-reset-email.ts";
import resetPassword from "./auth/reset-password.ts";
import sendDraftWithCredentials from "./auth/send-draft-with-credentials.ts";
import addReferral from "./auth/add-referral.ts";
import getDecryptedEmailFromReferral from "./auth/get-decrypted-email-from-referral.ts";
import updateReferralStatus from "./auth/update-referral-status.ts";
import getReferrals from "./auth/get-referrals.ts";
import getIntradayActivationDetails from "./auth/get-intraday-activation-details.ts";
import getIntradayActivationCode from "./auth/get-intraday-activation-code.ts";
import activateIntraday from "./auth/activate-intraday.ts";
import registerForFreeWebinar from "./auth/register-for-free-webinar.ts";
import registerForLpage from "./auth/register-for-lpage.ts";
import registerForZerodhaPage from "./auth/register-for-zerodha-page.ts";
import updateZerodhaPotentials from "./auth/update-zerodha-potentials.ts";
import isZerodhaOpenUser from "./auth/is-zerodha-open-user.ts";
import updatePartnerCode from "./auth/update-partner-code.ts";
import addConversionsLogs from "./auth/add-conversions-logs.ts";
import saveConversion from "./auth/save-conversion.ts";
import saveConversionFb from "./auth/save-conversion-fb.ts";
import sendDownloadStepsEmail from "./auth/send-download-steps-email.ts";
import sendDownloadLink from "./auth/send-download-link.ts";
import googleLogin from "./auth/google-login.ts";
import getGoogleNonce from "./auth/get-google-nonce.ts";
import facebookLogin from "./auth/facebook-login.ts";
import isUserExist from "./user/is-user-exist.ts";
import getMemberInfoProfile from "./user/get-member-info-profile.ts";
import getContactInfoProfile from "./user/get-contact-info-profile.ts";
import getMobileNumber from "./user/get-mobile-number.ts";
import getSubscriptionFlags from "./user/get-subscription-flags.ts";
import saveMemberProfile from "./user/save-member-profile.ts";
import saveContactProfile from "./user/save-contact-profile.ts";
import saveSubscriptionFlags from "./user/save-subscription-flags.ts";
import getVerificationCode from "./auth/get-verification-code.ts";
import saveMobileNumberProfile from "./user/save-mobile-number-profile.ts";
import updateEmailAddress from "./auth/update-email-address.ts";
import updateEmailAddressWithPassword from "./auth/update-email-address-with-password.ts";
import cancelEmailChange from "./auth/cancel-email-change.ts";
import changePassword from "./auth/change-password.ts";
import uploadFile from "./user/upload-file.ts";
import getProfilePicture from "./user/get-profile-picture.ts";
import sendInvestarFeedback from "./user/send-investar-feedback.ts";
import sendReportProblem from "./user/send-report-problem.ts";
import sendBrokerRequest from "./user/send-broker-request.ts";
import setUsersRoleForDownloads from "./user/set-users-role-for-downloads.ts";
import writeClientSideLogs from "./user/write-client-side-logs.ts";
import pricingData from "./payment/pricing-data.ts";
import packageList from "./payment/package-list.ts";
import standalonePriceList from "./payment/standalone-price-list.ts";
import userPackage from "./payment/user-package.ts";
import userLocation from "./payment/user-location.ts";
import userSubscrDetails from "./payment/user-subscr-details.ts";
import userMobileSubscr from "./payment/user-mobile-subscr.ts";
import getWalletDetails from "./payment/get-wallet-details.ts";
import getUsersWalletDetails from "./payment/get-users-wallet-details.ts";
import getUsdWalletDetails from "./payment/get-usd-wallet-details.ts";
import isOfferActivated from "./payment/is-offer-activated.ts";
import getChangeSubscriptionCount from "./payment/get-change-subscription-count.ts";
import getScheduledSubscriptionChanges from "./payment/get-scheduled-subscription-changes.ts";
import cancelScheduledSubscriptionChange from "./payment/cancel-scheduled-subscription-change.ts";
import quote from "./payment/quote.ts";
import getCouponCodeForMasterTrader from "./auth/get-coupon-code-for-master-trader.ts";
import getWebinarDiscountFields from "./user/get-webinar-discount-fields.ts";
import ccavenueResponse from "./payment/ccavenue-response.ts";
import simulatorCheckout from "./payment/simulator-checkout.ts";
import simulatorComplete from "./payment/simulator-complete.ts";
import simulatorStatus from "./payment/simulator-status.ts";
import usersPaymentFormDetails from "./payment/users-payment-form-details.ts";
import setUserPaymentFormDetails from "./payment/set-user-payment-form-details.ts";
import setPaymentString from "./payment/set-payment-string.ts";
import getUsersPaymentDetailString from "./payment/get-users-payment-detail-string.ts";
import registerWebinarForFree from "./payment/register-webinar-for-free.ts";
import getWebinarSeatPrice from "./payment/get-webinar-seat-price.ts";
import getAdminDashboard from "./admin-dashboard/get-admin-dashboard.ts";
import exportDashboard from "./admin-dashboard/export-dashboard.ts";
import getBusinessProfile from "./admin-business/get-business-profile.ts";
import saveBusinessProfile from "./admin-business/save-business-profile.ts";
import getLaunchChecklist from "./admin-business/get-launch-checklist.ts";
import confirmLaunchStep from "./admin-business/confirm-launch-step.ts";
import sendVerificationCode from "./payment/send-verification-code.ts";
import getMobileNumberFromUserId from "./payment/get-mobile-number-from-user-id.ts";
import activateMobileTrial from "./payment/activate-mobile-trial.ts";
import setUsersManualPayment from "./payment/set-users-manual-payment.ts";
import startUpiPayment from "./payment/start-upi-payment.ts";
import setManualPaymentReference from "./payment/set-manual-payment-reference.ts";
import searchManualPayments from "./payment/search-manual-payments.ts";
import getUserIdsForManualPayment from "./payment/get-user-ids-for-manual-payment.ts";
import getPaymentModesForManualPayment from "./payment/get-payment-modes-for-manual-payment.ts";
import getManualPaymentDetails from "./payment/get-manual-payment-details.ts";
import updateUserPaymentStatus from "./payment/update-user-payment-status.ts";
import activateManualPayment from "./payment/activate-manual-payment.ts";
import activateManualPaymentForWebinars from "./payment/activate-manual-payment-for-webinars.ts";
import refundPayments from "./payment/refund-payments.ts";
import bridgeGetAllUserIds from "./payment/bridge-get-all-user-ids.ts";
import bridgeGetUsers from "./payment/bridge-get-users.ts";
import bridgeActivateUserPayment from "./payment/bridge-activate-user-payment.ts";
import encryptForCcavenue from "./payment/encrypt-for-ccavenue.ts";
import changeSubscription from "./payment/change-subscription.ts";
import getUsersSubscriptions from "./payment/get-users-subscriptions.ts";
import getPaymentData from "./payment/get-payment-data.ts";
import invoice from "./payment/invoice.ts";
import creditNote from "./payment/credit-note.ts";
import getInvoices from "./payment/get-invoices.ts";
import getTechnicalAnalysisWebinars from "./education/get-technical-analysis-webinars.ts";
import getSoftwareTrainings from "./education/get-software-trainings.ts";
import getMyWebinars from "./education/get-my-webinars.ts";
import getWebinarRecordings from "./education/get-webinar-recordings.ts";
import downloadWebinars from "./education/download-webinars.ts";
import isRegisteredBasicsOfTaWebinars from "./education/is-registered-basics-of-ta-webinars.ts";
import getWebinarCalendar from "./education/get-webinar-calendar.ts";
import saveWebinar from "./education/save-webinar.ts";
import cancelWebinar from "./education/cancel-webinar.ts";
import uploadWebinarRecording from "./education/upload-webinar-recording.ts";
import uploadWebinarMaterial from "./education/upload-webinar-material.ts";
import deleteWebinarMaterial from "./education/delete-webinar-material.ts";
import getWebinarRegistrants from "./education/get-webinar-registrants.ts";
import exportWebinarRegistrants from "./education/export-webinar-registrants.ts";

import adminGetCampaignSignUps from "./admin-marketing/get-campaign-sign-ups.ts";
import adminGetNewsletters from "./admin-newsletters/get-newsletters.ts";
import adminSaveNewsletter from "./admin-newsletters/save-newsletter.ts";
import adminPreviewNewsletter from "./admin-newsletters/preview-newsletter.ts";
import adminSendTestNewsletter from "./admin-newsletters/send-test-newsletter.ts";
import adminSendNewsletter from "./admin-newsletters/send-newsletter.ts";
import getUnsubscribePage from "./mail/get-unsubscribe-page.ts";
import unsubscribeFromMail from "./mail/unsubscribe-from-mail.ts";
import adminCatalogueGetAdminCatalogue from "./admin-catalogue/get-admin-catalogue.ts";
import adminCatalogueAddPriceSet from "./admin-catalogue/add-price-set.ts";
import adminCatalogueSavePrices from "./admin-catalogue/save-prices.ts";
import adminCatalogueSaveAddon from "./admin-catalogue/save-addon.ts";
import adminCatalogueSavePackage from "./admin-catalogue/save-package.ts";
import adminCatalogueDeletePackage from "./admin-catalogue/delete-package.ts";
import adminCatalogueSaveStandalonePrices from "./admin-catalogue/save-standalone-prices.ts";
import adminCatalogueCreateCoupon from "./admin-catalogue/create-coupon.ts";
import adminCatalogueUpdateCoupon from "./admin-catalogue/update-coupon.ts";
import adminCatalogueSetCouponDisabled from "./admin-catalogue/set-coupon-disabled.ts";
import adminCatalogueSaveDiscountRule from "./admin-catalogue/save-discount-rule.ts";
import adminCatalogueDeleteDiscountRule from "./admin-catalogue/delete-discount-rule.ts";
import adminUsersSearchUsers from "./admin-users/search-users.ts";
import adminUsersGetUserOverview from "./admin-users/get-user-overview.ts";
import adminUsersSetUserRole from "./admin-users/set-user-role.ts";
import adminUsersSetInstituteDiscount from "./admin-users/set-institute-discount.ts";
import adminUsersResendActivationMail from "./admin-users/resend-activation-mail.ts";
import adminUsersSetAccountDisabled from "./admin-users/set-account-disabled.ts";
import adminUsersAdjustWallet from "./admin-users/adjust-wallet.ts";
import adminUsersApproveWalletCredit from "./admin-users/approve-wallet-credit.ts";
import adminUsersRejectWalletCredit from "./admin-users/reject-wallet-credit.ts";
import adminUsersListAudit from "./admin-users/list-audit.ts";
import adminUsersExportAudit from "./admin-users/export-audit.ts";
import loginTwoFactor from "./auth/login-two-factor.ts";
import adminTwoFactorGetStatus from "./admin-two-factor/get-two-factor-status.ts";
import adminTwoFactorStartEnrolment from "./admin-two-factor/start-two-factor-enrolment.ts";
import adminTwoFactorConfirmEnrolment from "./admin-two-factor/confirm-two-factor-enrolment.ts";
import adminTwoFactorDisable from "./admin-two-factor/disable-two-factor.ts";
import addVersionHistory from "./releases/add-version-history.ts";
import updateVersionHistory from "./releases/update-version-history.ts";
import deleteVersionHistory from "./releases/delete-version-history.ts";
import uploadSetup from "./releases/upload-setup.ts";
import promoteSetup from "./releases/promote-setup.ts";
import deleteSetup from "./releases/delete-setup.ts";
import updateOfferContent from "./site/update-offer-content.ts";
import updateSiteCounter from "./site/update-site-counter.ts";
import saveHomeSlide from "./site/save-home-slide.ts";
import deleteHomeSlide from "./site/delete-home-slide.ts";
import saveTestimonial from "./site/save-testimonial.ts";
import deleteTestimonial from "./site/delete-testimonial.ts";
/** Every API endpoint, one module each. */
export const routeModules: RouteModule[] = [
  getHealth,
  getReadiness,
  getVersionHistory,
  getOfferBannerContents,
  getSetup,
  register,
  isEmailExist,
  verifyEmail,
  setPassword,
  sendActivationEmail,
  resendActivationLink,
  login,
  logout,
  getEmailAddressProfile,
  passwordRecovery,
  sendPasswordResetEmail,
  resetPassword,
  sendDraftWithCredentials,
  addReferral,
  getDecryptedEmailFromReferral,
  updateReferralStatus,
  getReferrals,
  getIntradayActivationDetails,
  getIntradayActivationCode,
  activateIntraday,
  registerForFreeWebinar,
  registerForLpage,
  registerForZerodhaPage,
  updateZerodhaPotentials,
  isZerodhaOpenUser,
  updatePartnerCode,
  addConversionsLogs,
  saveConversion,
  saveConversionFb,
  sendDownloadStepsEmail,
  sendDownloadLink,
  googleLogin,
  getGoogleNonce,
  facebookLogin,
  isUserExist,
  getMemberInfoProfile,
  getContactInfoProfile,
  getMobileNumber,
  getSubscriptionFlags,
  saveMemberProfile,
  saveContactProfile,
  saveSubscriptionFlags,
  getVerificationCode,
  saveMobileNumberProfile,
  updateEmailAddress,
  updateEmailAddressWithPassword,
  cancelEmailChange,
  changePassword,
  uploadFile,
  getProfilePicture,
  sendInvestarFeedback,
  sendReportProblem,
  sendBrokerRequest,
  setUsersRoleForDownloads,
  writeClientSideLogs,
  pricingData,
  packageList,
  standalonePriceList,
  userPackage,
  userLocation,
  userSubscrDetails,
  userMobileSubscr,
  getWalletDetails,
  getUsersWalletDetails,
  getUsdWalletDetails,
  isOfferActivated,
  getChangeSubscriptionCount,
  getScheduledSubscriptionChanges,
  cancelScheduledSubscriptionChange,
  quote,
  getCouponCodeForMasterTrader,
  getWebinarDiscountFields,
  ccavenueResponse,
  simulatorCheckout,
  simulatorComplete,
  simulatorStatus,
  usersPaymentFormDetails,
  setUserPaymentFormDetails,
  setPaymentString,
  getUsersPaymentDetailString,
  registerWebinarForFree,
  getWebinarSeatPrice,
  getAdminDashboard,
  exportDashboard,
  getBusinessProfile,
  saveBusinessProfile,
  getLaunchChecklist,
  confirmLaunchStep,
  sendVerificationCode,
  getMobileNumberFromUserId,
  activateMobileTrial,
  getDevOutbox,
  setUsersManualPayment,
  startUpiPayment,
  setManualPaymentReference,
  searchManualPayments,
  getUserIdsForManualPayment,
  getPaymentModesForManualPayment,
  getManualPaymentDetails,
  updateUserPaymentStatus,
  activateManualPayment,
  activateManualPaymentForWebinars,
  refundPayments,
  bridgeGetAllUserIds,
  bridgeGetUsers,
  bridgeActivateUserPayment,
  encryptForCcavenue,
  changeSubscription,
  getUsersSubscriptions,
  getPaymentData,
  invoice,
  creditNote,
  getInvoices,
  getTechnicalAnalysisWebinars,
  getSoftwareTrainings,
  getMyWebinars,
  getWebinarRecordings,
  downloadWebinars,
  isRegisteredBasicsOfTaWebinars,
  getWebinarCalendar,
  saveWebinar,
  cancelWebinar,
  uploadWebinarRecording,
  uploadWebinarMaterial,
  deleteWebinarMaterial,
  getWebinarRegistrants,
  exportWebinarRegistrants,
  adminGetCampaignSignUps,
  adminCatalogueGetAdminCatalogue,
  adminCatalogueAddPriceSet,
  adminCatalogueSavePrices,
  adminCatalogueSaveAddon,
  adminCatalogueSavePackage,
  adminCatalogueDeletePackage,
  adminCatalogueSaveStandalonePrices,
  adminCatalogueCreateCoupon,
  adminCatalogueUpdateCoupon,
  adminCatalogueSetCouponDisabled,
  adminCatalogueSaveDiscountRule,
  adminCatalogueDeleteDiscountRule,
  adminUsersSearchUsers,
  adminUsersGetUserOverview,
  adminUsersSetUserRole,
  adminUsersSetInstituteDiscount,
  adminUsersResendActivationMail,
  adminUsersSetAccountDisabled,
  adminUsersAdjustWallet,
  adminUsersApproveWalletCredit,
  adminUsersRejectWalletCredit,
  adminUsersListAudit,
  adminUsersExportAudit,
  loginTwoFactor,
  adminTwoFactorGetStatus,
  adminTwoFactorStartEnrolment,
  adminTwoFactorConfirmEnrolment,
  adminTwoFactorDisable,
  addVersionHistory,
  updateVersionHistory,
  deleteVersionHistory,
  uploadSetup,
  promoteSetup,
  deleteSetup,
  updateOfferContent,
  updateSiteCounter,
  saveHomeSlide,
  deleteHomeSlide,
  saveTestimonial,
  deleteTestimonial,
  adminGetNewsletters,
  adminSaveNewsletter,
  adminPreviewNewsletter,
  adminSendTestNewsletter,
  adminSendNewsletter,
  getUnsubscribePage,
  unsubscribeFromMail,
];
