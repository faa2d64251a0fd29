import { indiaToday, paymentRequestFor, selectionWithDefaults } from "@investar/core";
import { enteredBusinessProfile } from "./business-profile.ts";

/**
 * The authorization table (docs/architecture.md#authorization): every endpoint that is not public, with how to call it
 * for a given user id. `self` endpoints take a user id that must be the caller's (or the caller is an
 * admin); `user` endpoints need any logged-in caller; `admin` endpoints need an admin role.
 */
export interface AccessCase {
  name: string;
  access: "self" | "user" | "admin";
  method: "GET" | "POST" | "PUT";
  url(userId: number): string;
  payload?(userId: number): unknown;
  /**
   * What an allowed call answers when a successful one needs state the table cannot set up (a code that was
   * sent by SMS): the guard let it through and the rule behind it answered. Default: any status below 400.
   */
  allowedStatus?: number;
  /** The body is docs/business-rules.md#payment-request-encryption's encrypted payment request: `payload` gives its plaintext, the test encrypts it with the app's passphrase. */
  encryptPayload?: boolean;
}

/** Cheque numbers for the SetUsersManualPayment row (six digits, fresh each call). */
let accessChequeNumber = 300000;
/** Fresh coupon codes and price-set days for the catalogue rows (each admin call creates one). */
let accessCouponNumber = 1;
/**
 * A different basket for each manual-payment call: one basket has one pending manual payment at a time
 * (docs/business-rules.md#one-basket-one-pending-payment), and the table calls these rows several times for one customer.
 */
const accessBaskets = ["Basic", "Standard", "Pro"].flatMap((product) =>
  ["Month", "Quarter", "Annual"].flatMap((plan) => [
    { currency: "INR", product, plan },
    { currency: "INR", product, plan, addons: [product === "Basic" ? "Extended EOD History" : "Intraday (NSE Cash 5-Min)"] },
  ]),
);
let accessBasketNumber = 0;
const nextAccessBasket = () => accessBaskets[(accessBasketNumber += 1) % accessBaskets.length]!;

export const accessCases: AccessCase[] = [
  { name: "user/GetEmailAddressProfile", access: "self", method: "GET", url: (id) => `/api/user/GetEmailAddressProfile?userId=${id}` },
  {
    name: "auth/AddReferral",
    access: "self",
    method: "GET",
    url: (id) => `/api/auth/AddReferral?emailAddress=friend.of.${id}@example.in&refereeId=${id}`,
  },
  // Only the account's own verified address may be claimed; the table cannot know it, so the rule answers 400.
  {
    name: "auth/UpdateReferralStatus",
    access: "self",
    method: "POST",
    url: (id) => `/api/auth/UpdateReferralStatus?emailId=nobody.invited@example.in&userId=${id}`,
    allowedStatus: 400,
  },
  { name: "auth/GetReferrals", access: "self", method: "GET", url: (id) => `/api/auth/GetReferrals?refereeId=${id}` },
  {
    name: "auth/GetIntradayActivationDetails",
    access: "self",
    method: "GET",
    url: (id) => `/api/auth/GetIntradayActivationDetails?userId=${id}`,
  },
  // createUser() gives every test account the mobile number 9876543210.
  {
    name: "auth/GetIntradayActivationCode",
    access: "self",
    method: "GET",
    url: (id) => `/api/auth/GetIntradayActivationCode?userId=${id}&mobileOrEmail=9876543210&isEmail=false`,
  },
  {
    name: "auth/ActivateIntraday",
    access: "self",
    method: "GET",
    url: (id) => `/api/auth/ActivateIntraday?userId=${id}&intradayActivationCode=12345`,
    allowedStatus: 400,
  },
  {
    name: "auth/UpdateZerodhaPotentials",
    access: "self",
    method: "POST",
    url: (id) => `/api/auth/UpdateZerodhaPotentials?userId=${id}`,
    payload: () => ({ accountOpened: true }),
  },
  { name: "auth/IsZerodhaOpenUser", access: "self", method: "GET", url: (id) => `/api/auth/IsZerodhaOpenUser?userId=${id}` },
  {
    name: "auth/UpdatePartnerCode",
    access: "self",
    method: "GET",
    url: (id) => `/api/auth/UpdatePartnerCode?userId=${id}&partnerCode=FINB2026`,
  },
  {
    name: "auth/SaveConversion",
    access: "self",
    method: "POST",
    url: (id) => `/api/auth/SaveConversion?userId=${id}`,
    payload: () => [{ conversionAction: "trial-signup", value: 1 }],
  },
  {
    name: "auth/SaveConversionFb",
    access: "self",
    method: "POST",
    url: (id) => `/api/auth/SaveConversionFb?userId=${id}`,
    payload: () => [{ event: "CompleteRegistration" }],
  },
  { name: "auth/SendDownloadStepsEmail", access: "self", method: "GET", url: (id) => `/api/auth/SendDownloadStepsEmail?userId=${id}` },
  { name: "user/IsUserExist", access: "self", method: "GET", url: (id) => `/api/user/IsUserExist?userId=${id}` },
  { name: "user/GetMemberInfoProfile", access: "self", method: "GET", url: (id) => `/api/user/GetMemberInfoProfile?userId=${id}` },
  { name: "user/GetContactInfoProfile", access: "self", method: "GET", url: (id) => `/api/user/GetContactInfoProfile?userId=${id}` },
  { name: "user/GetMobileNumber", access: "self", method: "GET", url: (id) => `/api/user/GetMobileNumber?userId=${id}` },
  { name: "user/GetSubscriptionFlags", access: "self", method: "GET", url: (id) => `/api/user/GetSubscriptionFlags?userId=${id}` },
  {
    name: "user/SaveMemberProfile",
    access: "self",
    method: "POST",
    url: () => "/api/user/SaveMemberProfile",
    payload: (id) => ({
      userId: id,
      fullName: "Test User",
      gender: "Female",
      dateOfBirth: "1990-04-12",
      occupation: "Salaried",
      tradingExperience: "1 to 3 years",
    }),
  },
  {
    name: "user/SaveContactProfile",
    access: "self",
    method: "POST",
    url: (id) => `/api/user/SaveContactProfile?userId=${id}`,
    payload: () => ({ country: "India", state: "Maharashtra", city: "Pune", otherCity: "", address: "12 FC Road", pinCode: "411004" }),
  },
  {
    name: "user/SaveSubscriptionFlags",
    access: "self",
    method: "POST",
    url: (id) => `/api/user/SaveSubscriptionFlags?userId=${id}`,
    payload: () => ({ newsletter: true, productUpdates: false, webinarInvites: true, offers: false }),
  },
  // A number other than createUser()'s own 9876543210, which would be refused as unchanged.
  {
    name: "auth/GetVerificationCode",
    access: "self",
    method: "GET",
    url: (id) => `/api/auth/GetVerificationCode?userId=${id}&mobileNumber=9123456780`,
  },
  {
    name: "user/SaveMobileNumberProfile",
    access: "self",
    method: "POST",
    url: (id) => `/api/user/SaveMobileNumberProfile?userId=${id}&mobileNumber=9123456781&verificationCode=12345`,
    allowedStatus: 400,
  },
  {
    name: "auth/UpdateEmailAddress (POST)",
    access: "self",
    method: "POST",
    url: () => "/api/auth/UpdateEmailAddress",
    // createUser() gives every test account this password; the proof is the caller's own password.
    payload: (id) => ({ userId: id, emailAddress: `moved.by.post.${id}@example.in`, password: "Sensex2026up" }),
  },
  // A wrong current password: the guard lets the call through and nobody's sessions are touched.
  {
    name: "auth/changePassword",
    access: "self",
    method: "POST",
    url: () => "/api/auth/changePassword",
    payload: (id) => ({ userId: id, oldPassword: "not-the-password-1", newPassword: "Another2026pass" }),
    allowedStatus: 400,
  },
  // A JSON body instead of multipart: past the guard, refused as the wrong media type.
  {
    name: "user/UploadFile",
    access: "self",
    method: "POST",
    url: (id) => `/api/user/UploadFile?userId=${id}`,
    payload: () => ({}),
    allowedStatus: 415,
  },
  { name: "user/ProfilePicture", access: "self", method: "GET", url: (id) => `/api/user/ProfilePicture?userId=${id}`, allowedStatus: 404 },
  { name: "user/SetUsersRoleForDownloads", access: "self", method: "POST", url: (id) => `/api/user/SetUsersRoleForDownloads?userId=${id}` },
  // Pricing and wallet (ADR 0003)
  { name: "payment/userpackage", access: "user", method: "GET", url: () => "/api/payment/userpackage" },
  { name: "payment/UserSubscrDetails", access: "self", method: "GET", url: (id) => `/api/payment/UserSubscrDetails?userid=${id}` },
  { name: "payment/UserMobileSubscr", access: "self", method: "GET", url: (id) => `/api/payment/UserMobileSubscr?userid=${id}` },
  { name: "payment/GetWalletDetails", access: "self", method: "GET", url: (id) => `/api/payment/GetWalletDetails?userId=${id}` },
  {
    name: "payment/GetUsersWalletDetails",
    access: "self",
    method: "GET",
    url: (id) => `/api/payment/GetUsersWalletDetails?userId=${id}&page=1`,
  },
  {
    name: "payment/GetUSDWalletDetails",
    access: "self",
    method: "POST",
    url: () => "/api/payment/GetUSDWalletDetails",
    payload: (id) => ({ userId: id }),
  },
  {
    name: "payment/GetChangeSubscriptionCount",
    access: "self",
    method: "GET",
    url: (id) => `/api/payment/GetChangeSubscriptionCount?userId=${id}`,
  },
  {
    name: "payment/GetScheduledSubscriptionChanges",
    access: "self",
    method: "GET",
    url: (id) => `/api/payment/GetScheduledSubscriptionChanges?userId=${id}`,
  },
  {
    name: "payment/CancelScheduledSubscriptionChange",
    access: "self",
    method: "POST",
    url: (id) => `/api/payment/CancelScheduledSubscriptionChange?userId=${id}&kind=tool`,
    allowedStatus: 404,
  },
  { name: "user/GetWebinarDiscountFields", access: "self", method: "GET", url: (id) => `/api/user/GetWebinarDiscountFields?userId=${id}` },
  // Billing details, pending payment strings, free webinars, mobile trial (docs/business-rules.md#api-payment)
  {
    name: "payment/UsersPaymentFormDetails",
    access: "self",
    method: "GET",
    url: (id) => `/api/payment/UsersPaymentFormDetails?userid=${id}`,
  },
  {
    name: "payment/SetUserPaymentFormDetails",
    access: "self",
    method: "POST",
    url: (id) => `/api/payment/SetUserPaymentFormDetails?userId=${id}`,
    payload: () => ({
      name: "Test User",
      address: "12 FC Road",
      city: "Pune",
      state: "Maharashtra",
      pinCode: "411004",
      country: "India",
      phone: "9876543210",
      gstin: "",
    }),
  },
  {
    name: "payment/SetPaymentString",
    access: "user",
    method: "GET",
    url: () => "/api/payment/SetPaymentString?stringId=checkout-1&paymentDetailString=pending",
  },
  {
    name: "payment/GetUsersPaymentDetailString",
    access: "self",
    method: "POST",
    url: (id) => `/api/payment/GetUsersPaymentDetailString?userId=${id}`,
  },
  // Webinar 1 is the seeded free one: anyone logged in may register.
  {
    name: "payment/RegisterWebinarForFree",
    access: "user",
    method: "POST",
    url: () => "/api/payment/RegisterWebinarForFree",
    payload: () => ({ webinarId: 1 }),
  },
  {
    name: "payment/GetWebinarSeatPrice",
    access: "user",
    method: "GET",
    url: () => "/api/payment/GetWebinarSeatPrice?webinarId=1&currency=INR",
  },
  { name: "admin/GetAdminDashboard", access: "admin", method: "GET", url: () => "/api/admin/GetAdminDashboard" },
  { name: "admin/ExportDashboard", access: "admin", method: "GET", url: () => "/api/admin/ExportDashboard?series=daily" },
  {
    name: "payment/SendVerificationCode",
    access: "self",
    method: "GET",
    url: (id) => `/api/payment/SendVerificationCode?userId=${id}&mobileNumber=9123456782&isForMobileTrial=true`,
  },
  {
    name: "payment/GetMobileNumberFromUserId",
    access: "self",
    method: "GET",
    url: (id) => `/api/payment/GetMobileNumberFromUserId?userId=${id}`,
  },
  {
    name: "payment/ActivateMobileTrial",
    access: "self",
    method: "GET",
    url: (id) =>
      `/api/payment/ActivateMobileTrial?userId=${id}&mobileNumber=9876543210&verificationCode=12345&isMobileNumberDifferent=false`,
    allowedStatus: 400,
  },
  // Manual payments (ADR 0009) and the bridge-payment service (docs/business-rules.md#api-payment). Admin rows ask for payment 999999:
  // past the guard, the service answers that it does not exist.
  {
    name: "payment/SetUsersManualPayment",
    access: "self",
    method: "POST",
    url: () => "/api/payment/SetUsersManualPayment",
    payload: (id) => ({
      userId: id,
      selItems: nextAccessBasket(),
      // A new cheque number each call: the same one twice is refused as a double submission.
      form: {
        mode: "Cheque",
        reference: String((accessChequeNumber += 1)),
        amount: "2941",
        paymentDate: indiaToday(new Date()),
        bankName: "Canara Bank",
      },
    }),
  },
  // docs/business-rules.md#upi-payments: a manual UPI payment's order and QR code before anything is paid.
  {
    name: "payment/StartUpiPayment",
    access: "self",
    method: "POST",
    url: () => "/api/payment/StartUpiPayment",
    payload: (id) => ({ userId: id, selItems: nextAccessBasket() }),
  },
  // Owner-only by payment: past the login, payment 999999 does not exist (manual-payments-upi.test.ts checks the owner rule).
  {
    name: "payment/SetManualPaymentReference",
    access: "user",
    method: "POST",
    url: () => "/api/payment/SetManualPaymentReference",
    payload: () => ({ paymentId: 999999, reference: "412345678901" }),
    allowedStatus: 404,
  },
  {
    name: "payment/SearchManualPayments",
    access: "admin",
    method: "GET",
    url: () => "/api/payment/SearchManualPayments?query=412345678901&isManualPayment=true",
  },
  {
    name: "payment/GetUserIdsForManualPayment",
    access: "admin",
    method: "GET",
    url: () => "/api/payment/GetUserIdsForManualPayment?isManualPayment=true",
  },
  {
    name: "payment/GetPaymentModesForManualPayment",
    access: "admin",
    method: "GET",
    url: (id) => `/api/payment/GetPaymentModesForManualPayment?userId=${id}&isManualPayment=true`,
  },
  {
    name: "payment/GetManualPaymentDetails",
    access: "admin",
    method: "GET",
    url: (id) => `/api/payment/GetManualPaymentDetails?userId=${id}&paymentId=999999&isManualPayment=true`,
    allowedStatus: 404,
  },
  {
    name: "payment/UpdateUserPaymentStatus",
    access: "admin",
    method: "GET",
    url: () => "/api/payment/UpdateUserPaymentStatus?paymentId=999999&paymentStatus=Seen",
    allowedStatus: 404,
  },
  {
    name: "payment/ActivateManualPayment",
    access: "admin",
    method: "POST",
    url: () => "/api/payment/ActivateManualPayment?pId=999999",
    allowedStatus: 404,
  },
  {
    name: "payment/ActivateManualPaymentForWebinars",
    access: "admin",
    method: "POST",
    url: () => "/api/payment/ActivateManualPaymentForWebinars?pId=999999",
    allowedStatus: 404,
  },
  {
    name: "payment/RefundPayments",
    access: "admin",
    method: "POST",
    url: () => "/api/payment/RefundPayments",
    payload: () => ({ paymentId: 999999, to: "wallet" }),
    allowedStatus: 404,
  },
  { name: "payment/BridgeGetAllUserIds", access: "admin", method: "GET", url: () => "/api/payment/BridgeGetAllUserIds" },
  { name: "payment/BridgeGetUsers", access: "admin", method: "GET", url: (id) => `/api/payment/BridgeGetUsers?userId=${id}` },
  {
    name: "payment/BridgeActivateUserPayment",
    access: "admin",
    method: "POST",
    url: (id) => `/api/payment/BridgeActivateUserPayment?userId=${id}&transactionId=INV-2026-0000000000`,
    allowedStatus: 404,
  },
  // GST tax invoices (ADR 0008). Invoice and CreditNote are keyed by a document, not a user: the table checks
  // the login guard (an unknown id answers 404 past it); invoices-documents.test.ts checks owner/other/admin.
  {
    name: "payment/GetPaymentData",
    access: "self",
    method: "POST",
    url: (id) => `/api/payment/GetPaymentData?userId=${id}&currency=INR&gstAmount=448&creditAmount=0`,
  },
  { name: "payment/GetInvoices", access: "self", method: "GET", url: (id) => `/api/payment/GetInvoices?userId=${id}` },
  { name: "payment/Invoice", access: "user", method: "GET", url: () => "/api/payment/Invoice?orderId=99999999", allowedStatus: 404 },
  { name: "payment/CreditNote", access: "user", method: "GET", url: () => "/api/payment/CreditNote?id=99999999", allowedStatus: 404 },
  // Card checkout, changes paid by credits, subscription history (docs/business-rules.md#card-payment-flow, ADR 0010, docs/business-rules.md#free-subscription-changes). The owner's Standard
  // plan costs money, so a change paid by credits is refused past the guard (400 PaymentRequired).
  {
    name: "payment/EncryptForCCAvenue",
    access: "self",
    method: "POST",
    url: () => "/api/payment/EncryptForCCAvenue",
    payload: (id) =>
      paymentRequestFor({
        selection: selectionWithDefaults({ currency: "INR", product: "Standard", plan: "Quarter" }),
        userId: id,
        gateway: "CCAvenue",
      }),
    encryptPayload: true,
  },
  {
    name: "payment/ChangeSubscription",
    access: "self",
    method: "POST",
    url: () => "/api/payment/ChangeSubscription",
    payload: (id) =>
      paymentRequestFor({
        selection: selectionWithDefaults({ currency: "INR", product: "Standard", plan: "Quarter" }),
        userId: id,
        gateway: "ChangeSub",
      }),
    allowedStatus: 400,
  },
  { name: "payment/GetUsersSubscriptions", access: "self", method: "GET", url: (id) => `/api/payment/GetUsersSubscriptions?userId=${id}` },
  // Education (ADR 0017). The seed inserts the upcoming webinars first (1: Basics of Technical Analysis), then the
  // past ones with recordings and materials (5). Recordings, materials and calendar files are keyed by a webinar:
  // the table checks the login guard and the admin; education-recordings.test.ts checks registered/not registered.
  { name: "education/GetMyWebinars", access: "self", method: "GET", url: (id) => `/api/education/GetMyWebinars?userId=${id}` },
  {
    name: "education/IsRegisteredBasicsOfTAWebinars",
    access: "self",
    method: "POST",
    url: (id) => `/api/education/IsRegisteredBasicsOfTAWebinars?userId=${id}`,
  },
  { name: "education/GetWebinarRecordings", access: "user", method: "GET", url: () => "/api/education/GetWebinarRecordings?webinarId=5" },
  { name: "education/DownloadWebinars", access: "user", method: "GET", url: () => "/api/education/DownloadWebinars?webinarId=5" },
  { name: "education/GetWebinarCalendar", access: "user", method: "GET", url: () => "/api/education/GetWebinarCalendar?webinarId=1" },
  {
    name: "education/SaveWebinar",
    access: "admin",
    method: "POST",
    url: () => "/api/education/SaveWebinar",
    payload: () => ({
      track: "technical-analysis",
      isVideo: false,
      title: "Access check",
      presenter: "Asha Rao",
      durationMinutes: 60,
      level: "Beginner",
      language: "English",
      dateTime: "2030-01-01T13:30:00Z",
      isPaidWebinar: false,
    }),
  },
  {
    name: "education/CancelWebinar",
    access: "admin",
    method: "POST",
    url: () => "/api/education/CancelWebinar?webinarId=999999",
    payload: () => ({ reason: "" }),
    allowedStatus: 404,
  },
  // Past the guard, a call without a multipart body is refused as such.
  {
    name: "education/UploadWebinarRecording",
    access: "admin",
    method: "POST",
    url: () => "/api/education/UploadWebinarRecording?webinarId=1",
    allowedStatus: 415,
  },
  {
    name: "education/UploadWebinarMaterial",
    access: "admin",
    method: "POST",
    url: () => "/api/education/UploadWebinarMaterial?webinarId=1",
    allowedStatus: 415,
  },
  {
    name: "education/DeleteWebinarMaterial",
    access: "admin",
    method: "POST",
    url: () => "/api/education/DeleteWebinarMaterial?materialId=999999",
    allowedStatus: 404,
  },
  {
    name: "education/GetWebinarRegistrants",
    access: "admin",
    method: "GET",
    url: () => "/api/education/GetWebinarRegistrants?webinarId=1",
  },
  {
    name: "education/ExportWebinarRegistrants",
    access: "admin",
    method: "GET",
    url: () => "/api/education/ExportWebinarRegistrants?webinarId=1",
  },
  // The back office's catalogue (ADR 0024, routes/admin-catalogue); admin-catalogue.test.ts checks what each one does.
  { name: "admin/catalogue", access: "admin", method: "GET", url: () => "/api/admin/catalogue" },
  { name: "admin/CampaignSignUps", access: "admin", method: "GET", url: () => "/api/admin/CampaignSignUps?page=1" },
  { name: "admin/newsletters", access: "admin", method: "GET", url: () => "/api/admin/newsletters" },
  {
    name: "admin/newsletters (save)",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/newsletters",
    payload: () => ({ kind: "offers", subject: "Access check", markdown: "Hello" }),
  },
  {
    name: "admin/newsletters/preview",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/newsletters/preview",
    payload: () => ({ markdown: "**Hello**" }),
  },
  // No newsletter with this id: the guard let the call through and the service answered.
  {
    name: "admin/newsletters/send-test",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/newsletters/send-test",
    payload: () => ({ id: 999_999 }),
    allowedStatus: 404,
  },
  {
    name: "admin/newsletters/send",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/newsletters/send",
    payload: () => ({ id: 999_999 }),
    allowedStatus: 404,
  },
  {
    name: "admin/catalogue/price-sets",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/catalogue/price-sets",
    payload: () => ({ currency: "USD", effectiveFrom: `2090-01-${String(10 + (accessCouponNumber++ % 18)).padStart(2, "0")}` }),
  },
  {
    name: "admin/catalogue/prices",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/catalogue/prices",
    payload: () => ({ prices: [{ channel: "tool", itemId: "Standard", plan: "Quarter", priceSetId: "INR", amount: 249300 }] }),
  },
  { name: "admin/business-profile", access: "admin", method: "GET", url: () => "/api/admin/business-profile" },
  {
    name: "admin/business-profile/save",
    access: "admin",
    method: "PUT",
    url: () => "/api/admin/business-profile",
    payload: () => enteredBusinessProfile,
  },
  { name: "admin/launch-checklist", access: "admin", method: "GET", url: () => "/api/admin/launch-checklist" },
  { name: "admin/launch-steps", access: "admin", method: "POST", url: () => "/api/admin/launch-steps/catalogue-reviewed" },
  {
    name: "admin/catalogue/addons",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/catalogue/addons",
    payload: () => ({ id: "Access Check Add-on", name: "Access Check Add-on", products: ["Pro"] }),
  },
  {
    name: "admin/catalogue/packages",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/catalogue/packages",
    payload: () => ({ channel: "tool", name: "Access check", baseProduct: "Pro" }),
  },
  {
    name: "admin/catalogue/packages/delete",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/catalogue/packages/delete",
    payload: () => ({ id: 999999 }),
    allowedStatus: 404,
  },
  {
    name: "admin/catalogue/standalone-prices",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/catalogue/standalone-prices",
    payload: () => ({ items: [{ name: "Standard (EOD)", price: 795000 }] }),
  },
  {
    name: "admin/catalogue/coupons",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/catalogue/coupons",
    payload: () => ({ code: `ACCESS${accessCouponNumber++}`, label: "Access check", percent: 5 }),
  },
  {
    name: "admin/catalogue/coupons/update",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/catalogue/coupons/update",
    payload: () => ({ code: "WEBINAR20", label: "Webinar offer", percent: 20 }),
  },
  {
    name: "admin/catalogue/coupons/disable",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/catalogue/coupons/disable",
    payload: () => ({ code: "WEBINAR20", disabled: false }),
  },
  {
    name: "admin/catalogue/discount-rules",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/catalogue/discount-rules",
    payload: () => ({ type: "SchemeDiscount", label: "Access check", discountInPercent: 5, isPublished: false }),
  },
  {
    name: "admin/catalogue/discount-rules/delete",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/catalogue/discount-rules/delete",
    payload: () => ({ id: "no-such-rule" }),
    allowedStatus: 404,
  },
  // The back office's customers and audit log (docs/business-rules.md#back-office-customers, routes/admin-users); admin-users.test.ts and admin-audit.test.ts check what each does.
  { name: "admin/SearchUsers", access: "admin", method: "GET", url: (id) => `/api/admin/SearchUsers?q=${id}` },
  { name: "admin/GetUserOverview", access: "admin", method: "GET", url: (id) => `/api/admin/GetUserOverview?userId=${id}` },
  {
    name: "admin/SetUserRole",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/SetUserRole",
    payload: (id) => ({ userId: id, role: "Investor" }),
  },
  {
    name: "admin/SetInstituteDiscount",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/SetInstituteDiscount",
    payload: (id) => ({ userId: id, percent: 0 }),
  },
  // createUser() makes verified accounts: the rule answers that there is nothing to activate.
  {
    name: "admin/ResendActivationMail",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/ResendActivationMail",
    payload: (id) => ({ userId: id }),
    allowedStatus: 409,
  },
  {
    name: "admin/SetAccountDisabled",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/SetAccountDisabled",
    payload: (id) => ({ userId: id, disabled: false }),
  },
  {
    name: "admin/AdjustWallet",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/AdjustWallet",
    payload: (id) => ({ userId: id, direction: "credit", currency: "INR", kind: "general", amount: 100, reason: "Access check" }),
  },
  // No such request: the guard let the admin through and the service answered.
  {
    name: "admin/ApproveWalletCredit",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/ApproveWalletCredit",
    payload: () => ({ requestId: 999_999 }),
    allowedStatus: 404,
  },
  {
    name: "admin/RejectWalletCredit",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/RejectWalletCredit",
    payload: () => ({ requestId: 999_999 }),
    allowedStatus: 404,
  },
  { name: "admin/ListAudit", access: "admin", method: "GET", url: () => "/api/admin/ListAudit?page=1" },
  { name: "admin/ExportAudit", access: "admin", method: "GET", url: () => "/api/admin/ExportAudit" },
  // Staff two-factor sign-in (ADR 0031, routes/admin-two-factor); admin-two-factor.test.ts checks what each one does.
  { name: "admin/two-factor", access: "admin", method: "GET", url: () => "/api/admin/two-factor" },
  { name: "admin/two-factor/enrolment", access: "admin", method: "POST", url: () => "/api/admin/two-factor/enrolment" },
  // The table's admin has no authenticator app to read a code from: the guard let it through and the code check answered.
  {
    name: "admin/two-factor/enrolment/confirm",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/two-factor/enrolment/confirm",
    payload: () => ({ code: "000000" }),
    allowedStatus: 400,
  },
  {
    name: "admin/two-factor/disable",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/two-factor/disable",
    payload: () => ({ code: "000000" }),
    allowedStatus: 400,
  },
  // The back office's releases and offer banner (ADR 0027); admin-releases.test.ts and admin-site.test.ts check what each one does.
  {
    name: "user/AddVersionHistory",
    access: "admin",
    method: "POST",
    url: () => "/api/user/AddVersionHistory?isBeta=true",
    payload: () => ({ version: "0.0.1", releasedOn: "2020-01-01", highlights: ["Access check"] }),
  },
  {
    name: "user/UpdateVersionHistory",
    access: "admin",
    method: "POST",
    url: () => "/api/user/UpdateVersionHistory?isBeta=true",
    payload: () => ({ id: 999999, version: "0.0.1", releasedOn: "2020-01-01", highlights: ["Access check"] }),
    allowedStatus: 404,
  },
  {
    name: "user/DeleteVersionHistory",
    access: "admin",
    method: "POST",
    url: () => "/api/user/DeleteVersionHistory",
    payload: () => ({ id: 999999 }),
    allowedStatus: 404,
  },
  // Past the guard, a call without a multipart body is refused as such.
  { name: "admin/UploadSetup", access: "admin", method: "POST", url: () => "/api/admin/UploadSetup?channel=Beta", allowedStatus: 415 },
  {
    name: "admin/PromoteSetup",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/PromoteSetup",
    payload: () => ({ id: 999999 }),
    allowedStatus: 404,
  },
  {
    name: "admin/DeleteSetup",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/DeleteSetup",
    payload: () => ({ id: 999999 }),
    allowedStatus: 404,
  },
  {
    name: "user/UpdateOfferContent",
    access: "admin",
    method: "POST",
    url: () => "/api/user/UpdateOfferContent?id=999999",
    payload: () => ({ headline: "Access check", body: "Access check", ctaLabel: "Go", ctaHref: "/Pricing", active: false }),
    allowedStatus: 404,
  },
  {
    name: "admin/UpdateSiteCounter",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/UpdateSiteCounter?key=no-such-counter",
    payload: () => ({ label: "Access check", target: 1 }),
    allowedStatus: 404,
  },
  // The home page's slides and testimonials (ADR 0027); admin-site-content.test.ts checks what each one does.
  {
    name: "admin/SaveHomeSlide",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/SaveHomeSlide",
    payload: () => ({
      id: 999999,
      art: "trial",
      eyebrow: "Access",
      headline: "Access check",
      body: "Access check",
      order: 1,
      active: false,
    }),
    allowedStatus: 404,
  },
  {
    name: "admin/DeleteHomeSlide",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/DeleteHomeSlide",
    payload: () => ({ id: 999999 }),
    allowedStatus: 404,
  },
  {
    name: "admin/SaveTestimonial",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/SaveTestimonial",
    payload: () => ({ id: 999999, author: "Access", place: "Pune", body: "Access check", order: 1, active: false }),
    allowedStatus: 404,
  },
  {
    name: "admin/DeleteTestimonial",
    access: "admin",
    method: "POST",
    url: () => "/api/admin/DeleteTestimonial",
    payload: () => ({ id: 999999 }),
    allowedStatus: 404,
  },
];
