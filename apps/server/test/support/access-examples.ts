import { indiaToday, paymentRequestFor, selectionWithDefaults } from "@investar/core";
import { enteredBusinessProfile } from "./business-profile.ts";
import type { RouteKey } from "./route-coverage.ts";

/**
 * Example inputs for the generated authorization test (authorization.test.ts): WHO may call a route is its
 * `config.access` declaration; this map only says HOW to call it for a user id, keyed by the registered route.
 * A route without an entry is called at its path, with the declared user-id field set for `self` routes
 * (`?userId=` or `{ userId }`); an entry is needed only when that does not get past validation.
 */
export interface AccessExample {
  /** The URL to call for `userId`, query included. */
  url?(userId: number): string;
  payload?(userId: number): unknown;
  /**
   * What an allowed call answers when a successful one needs state the test cannot set up (a code that was
   * sent by SMS): the guard let it through and the rule behind it answered. Default: any status below 400.
   */
  allowedStatus?: number;
  /** The body is docs/business-rules.md#payment-request-encryption's encrypted payment request: `payload` gives its plaintext, the test encrypts it with the app's passphrase. */
  encryptPayload?: boolean;
}

/** A breach as staff would record it (for the breach tool's routes). */
export const breachExample = {
  title: "Access check breach",
  nature: "A test of who may record a breach.",
  discoveredAt: "2026-11-26T17:45:00+05:30",
  location: "The staging database",
  dataAffected: "Names and email addresses",
  extent: "No one: a test",
  likelyImpact: "None",
  measuresTaken: "None needed",
  userSteps: "Nothing",
};

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

export const accessExamples: Partial<Record<RouteKey, AccessExample>> = {
  // ADR 0054: the support desk's calls on a ticket that does not exist (the guard let them through; the desk answered 404).
  "GET /api/admin/support/ticket": { url: () => "/api/admin/support/ticket?id=999999", allowedStatus: 404 },
  "POST /api/admin/support/reply": { payload: () => ({ ticketId: 999_999, body: "Access check" }), allowedStatus: 404 },
  "POST /api/admin/support/note": { payload: () => ({ ticketId: 999_999, body: "Access check" }), allowedStatus: 404 },
  "POST /api/admin/support/update": { payload: () => ({ ticketId: 999_999, state: "open" }), allowedStatus: 404 },
  "GET /api/support/my-ticket": { url: () => "/api/support/my-ticket?id=999999", allowedStatus: 404 },
  "POST /api/support/my-ticket/reply": { payload: () => ({ ticketId: 999_999, body: "Access check" }), allowedStatus: 404 },
  "GET /api/admin/support/attachment": { url: () => "/api/admin/support/attachment?messageId=999999&index=0", allowedStatus: 404 },
  "GET /api/support/my-ticket/attachment": { url: () => "/api/support/my-ticket/attachment?messageId=999999&index=0", allowedStatus: 404 },
  // docs/business-rules.md#auto-renew-opt-in: the terms of a selection; a mandate the caller does not have is not found.
  "POST /api/payment/auto-renew/terms": {
    payload: (id) => ({ userId: id, selItems: { currency: "INR", product: "Standard", plan: "Quarter" } }),
  },
  "POST /api/payment/auto-renew/cancel-mandate": { payload: (id) => ({ userId: id, mandateId: 999_999 }), allowedStatus: 404 },
  "GET /api/auth/AddReferral": {
    url: (id) => `/api/auth/AddReferral?emailAddress=friend.of.${id}@example.in&refereeId=${id}`,
  },
  // Only the account's own verified address may be claimed; the table cannot know it, so the rule answers 400.
  "POST /api/auth/UpdateReferralStatus": {
    url: (id) => `/api/auth/UpdateReferralStatus?emailId=nobody.invited@example.in&userId=${id}`,
    allowedStatus: 400,
  },
  "GET /api/auth/GetReferrals": { url: (id) => `/api/auth/GetReferrals?refereeId=${id}` },
  // createUser() gives every test account the mobile number 9876543210.
  "GET /api/auth/GetIntradayActivationCode": {
    url: (id) => `/api/auth/GetIntradayActivationCode?userId=${id}&mobileOrEmail=9876543210&isEmail=false`,
  },
  "GET /api/auth/ActivateIntraday": {
    url: (id) => `/api/auth/ActivateIntraday?userId=${id}&intradayActivationCode=12345`,
    allowedStatus: 400,
  },
  "POST /api/auth/UpdateZerodhaPotentials": {
    url: (id) => `/api/auth/UpdateZerodhaPotentials?userId=${id}`,
    payload: () => ({ accountOpened: true }),
  },
  "GET /api/auth/UpdatePartnerCode": {
    url: (id) => `/api/auth/UpdatePartnerCode?userId=${id}&partnerCode=FINB2026`,
  },
  "POST /api/auth/SaveConversion": {
    url: (id) => `/api/auth/SaveConversion?userId=${id}`,
    payload: () => [{ conversionAction: "trial-signup", value: 1 }],
  },
  "POST /api/auth/SaveConversionFb": {
    url: (id) => `/api/auth/SaveConversionFb?userId=${id}`,
    payload: () => [{ event: "CompleteRegistration" }],
  },
  "POST /api/user/SaveMemberProfile": {
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
  "POST /api/user/SaveContactProfile": {
    url: (id) => `/api/user/SaveContactProfile?userId=${id}`,
    payload: () => ({ country: "India", state: "Maharashtra", city: "Pune", otherCity: "", address: "12 FC Road", pinCode: "411004" }),
  },
  "POST /api/user/SaveLanguageProfile": {
    url: (id) => `/api/user/SaveLanguageProfile?userId=${id}`,
    payload: () => ({ language: "hi" }),
  },
  "POST /api/user/SaveSubscriptionFlags": {
    url: (id) => `/api/user/SaveSubscriptionFlags?userId=${id}`,
    payload: () => ({ newsletter: true, productUpdates: false, webinarInvites: true, offers: false }),
  },
  // A number other than createUser()'s own 9876543210, which would be refused as unchanged.
  "GET /api/auth/GetVerificationCode": {
    url: (id) => `/api/auth/GetVerificationCode?userId=${id}&mobileNumber=9123456780`,
  },
  "POST /api/user/SaveMobileNumberProfile": {
    url: (id) => `/api/user/SaveMobileNumberProfile?userId=${id}&mobileNumber=9123456781&verificationCode=12345`,
    allowedStatus: 400,
  },
  "POST /api/auth/UpdateEmailAddress": {
    url: () => "/api/auth/UpdateEmailAddress",
    // createUser() gives every test account this password; the proof is the caller's own password.
    payload: (id) => ({ userId: id, emailAddress: `moved.by.post.${id}@example.in`, password: "Sensex2026up" }),
  },
  // A wrong current password: the guard lets the call through and nobody's sessions are touched.
  "POST /api/auth/changePassword": {
    url: () => "/api/auth/changePassword",
    payload: (id) => ({ userId: id, oldPassword: "not-the-password-1", newPassword: "Another2026pass" }),
    allowedStatus: 400,
  },
  // docs/business-rules.md#account-closure: a wrong password, so the guard lets the call through and nothing closes.
  "POST /api/account/close": {
    url: () => "/api/account/close",
    payload: (id) => ({ userId: id, password: "not-the-password-1", periodChoice: "end" }),
    allowedStatus: 400,
  },
  // Test accounts have a password: past the guard, the code is refused as not needed.
  "POST /api/account/close/code": { url: () => "/api/account/close/code", payload: (id) => ({ userId: id }), allowedStatus: 400 },
  "POST /api/account/reopen": {
    url: () => "/api/account/reopen",
    payload: () => ({ token: "a-reopen-link-token-that-was-never-issued" }),
    allowedStatus: 400,
  },
  // A JSON body instead of multipart: past the guard, refused as the wrong media type.
  "POST /api/user/UploadFile": {
    url: (id) => `/api/user/UploadFile?userId=${id}`,
    payload: () => ({}),
    allowedStatus: 415,
  },
  "GET /api/user/ProfilePicture": { url: (id) => `/api/user/ProfilePicture?userId=${id}`, allowedStatus: 404 },
  // Pricing and wallet (ADR 0003)
  "GET /api/payment/UserSubscrDetails": { url: (id) => `/api/payment/UserSubscrDetails?userid=${id}` },
  "GET /api/payment/UserMobileSubscr": { url: (id) => `/api/payment/UserMobileSubscr?userid=${id}` },
  "GET /api/payment/GetUsersWalletDetails": {
    url: (id) => `/api/payment/GetUsersWalletDetails?userId=${id}&page=1`,
  },
  "POST /api/payment/GetUSDWalletDetails": {
    url: () => "/api/payment/GetUSDWalletDetails",
    payload: (id) => ({ userId: id }),
  },
  "POST /api/payment/CancelScheduledSubscriptionChange": {
    url: (id) => `/api/payment/CancelScheduledSubscriptionChange?userId=${id}&kind=tool`,
    allowedStatus: 404,
  },
  // Billing details, pending payment strings, free webinars, mobile trial (docs/business-rules.md#api-payment)
  "GET /api/payment/UsersPaymentFormDetails": {
    url: (id) => `/api/payment/UsersPaymentFormDetails?userid=${id}`,
  },
  "POST /api/payment/SetUserPaymentFormDetails": {
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
  "GET /api/payment/SetPaymentString": {
    url: () => "/api/payment/SetPaymentString?stringId=checkout-1&paymentDetailString=pending",
  },
  // Webinar 1 is the seeded free one: anyone logged in may register.
  "POST /api/payment/RegisterWebinarForFree": {
    url: () => "/api/payment/RegisterWebinarForFree",
    payload: () => ({ webinarId: 1 }),
  },
  "GET /api/payment/GetWebinarSeatPrice": {
    url: () => "/api/payment/GetWebinarSeatPrice?webinarId=1&currency=INR",
  },
  "GET /api/admin/ExportDashboard": { url: () => "/api/admin/ExportDashboard?series=daily" },
  "GET /api/admin/gst/gstr1": { url: () => "/api/admin/gst/gstr1?period=072017" },
  "GET /api/admin/gst/gstr1/csv": { url: () => "/api/admin/gst/gstr1/csv?period=072017&table=b2b" },
  "GET /api/admin/gst/tally": { url: () => "/api/admin/gst/tally?period=072017" },
  "GET /api/admin/gst/register": { url: () => "/api/admin/gst/register?from=2017-07-01&to=2017-07-31" },
  "GET /api/payment/SendVerificationCode": {
    url: (id) => `/api/payment/SendVerificationCode?userId=${id}&mobileNumber=9123456782&isForMobileTrial=true`,
  },
  "GET /api/payment/ActivateMobileTrial": {
    url: (id) =>
      `/api/payment/ActivateMobileTrial?userId=${id}&mobileNumber=9876543210&verificationCode=12345&isMobileNumberDifferent=false`,
    allowedStatus: 400,
  },
  // Manual payments (ADR 0009) and the bridge-payment service (docs/business-rules.md#api-payment). Admin rows ask for payment 999999:
  // past the guard, the service answers that it does not exist.
  "POST /api/payment/SetUsersManualPayment": {
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
  "POST /api/payment/StartUpiPayment": {
    url: () => "/api/payment/StartUpiPayment",
    payload: (id) => ({ userId: id, selItems: nextAccessBasket() }),
  },
  // Owner-only by payment: past the login, payment 999999 does not exist (manual-payments-upi.test.ts checks the owner rule).
  "POST /api/payment/SetManualPaymentReference": {
    url: () => "/api/payment/SetManualPaymentReference",
    payload: () => ({ paymentId: 999999, reference: "412345678901" }),
    allowedStatus: 404,
  },
  "GET /api/payment/SearchManualPayments": {
    url: () => "/api/payment/SearchManualPayments?query=412345678901&isManualPayment=true",
  },
  "GET /api/payment/GetUserIdsForManualPayment": {
    url: () => "/api/payment/GetUserIdsForManualPayment?isManualPayment=true",
  },
  "GET /api/payment/GetPaymentModesForManualPayment": {
    url: (id) => `/api/payment/GetPaymentModesForManualPayment?userId=${id}&isManualPayment=true`,
  },
  "GET /api/payment/GetManualPaymentDetails": {
    url: (id) => `/api/payment/GetManualPaymentDetails?userId=${id}&paymentId=999999&isManualPayment=true`,
    allowedStatus: 404,
  },
  "GET /api/payment/UpdateUserPaymentStatus": {
    url: () => "/api/payment/UpdateUserPaymentStatus?paymentId=999999&paymentStatus=Seen",
    allowedStatus: 404,
  },
  "POST /api/payment/ActivateManualPayment": {
    url: () => "/api/payment/ActivateManualPayment?pId=999999",
    allowedStatus: 404,
  },
  "POST /api/payment/RejectManualPayment": {
    url: () => "/api/payment/RejectManualPayment",
    payload: () => ({ paymentId: 999999, reason: "No such credit on our bank statement" }),
    allowedStatus: 404,
  },
  "POST /api/payment/ActivateManualPaymentForWebinars": {
    url: () => "/api/payment/ActivateManualPaymentForWebinars?pId=999999",
    allowedStatus: 404,
  },
  "POST /api/payment/RefundPayments": {
    url: () => "/api/payment/RefundPayments",
    payload: () => ({ paymentId: 999999, to: "wallet" }),
    allowedStatus: 404,
  },
  "POST /api/payment/CheckRefundStatus": {
    url: () => "/api/payment/CheckRefundStatus",
    payload: () => ({ refundId: 999999 }),
    allowedStatus: 404,
  },
  "GET /api/payment/BridgeGetUsers": { url: (id) => `/api/payment/BridgeGetUsers?userId=${id}` },
  "POST /api/payment/BridgeActivateUserPayment": {
    url: (id) => `/api/payment/BridgeActivateUserPayment?userId=${id}&transactionId=INV-2026-0000000000`,
    allowedStatus: 404,
  },
  // GST tax invoices (ADR 0008). Invoice and CreditNote are keyed by a document, not a user: the table checks
  // the login guard (an unknown id answers 404 past it); invoices-documents.test.ts checks owner/other/admin.
  "POST /api/payment/GetPaymentData": {
    url: (id) => `/api/payment/GetPaymentData?userId=${id}&currency=INR&gstAmount=448&creditAmount=0`,
  },
  "GET /api/payment/Invoice": { url: () => "/api/payment/Invoice?orderId=99999999", allowedStatus: 404 },
  "GET /api/payment/CreditNote": { url: () => "/api/payment/CreditNote?id=99999999", allowedStatus: 404 },
  // A customer's statement (ADR 0039): a year before any purchase is an empty statement, not an error.
  "GET /api/payment/Statement": { url: (id) => `/api/payment/Statement?userId=${id}&financialYear=2018-19&format=csv` },
  // Card checkout, changes paid by credits, subscription history (docs/business-rules.md#card-payment-flow, ADR 0010, docs/business-rules.md#free-subscription-changes). The owner's Standard
  // plan costs money, so a change paid by credits is refused past the guard (400 PaymentRequired).
  "POST /api/payment/EncryptForCCAvenue": {
    url: () => "/api/payment/EncryptForCCAvenue",
    payload: (id) =>
      paymentRequestFor({
        selection: selectionWithDefaults({ currency: "INR", product: "Standard", plan: "Quarter" }),
        userId: id,
        gateway: "CCAvenue",
      }),
    encryptPayload: true,
  },
  "POST /api/payment/ChangeSubscription": {
    url: () => "/api/payment/ChangeSubscription",
    payload: (id) =>
      paymentRequestFor({
        selection: selectionWithDefaults({ currency: "INR", product: "Standard", plan: "Quarter" }),
        userId: id,
        gateway: "ChangeSub",
      }),
    allowedStatus: 400,
  },
  // Education (ADR 0017). The seed inserts the upcoming webinars first (1: Basics of Technical Analysis), then the
  // past ones with recordings and materials (5). Recordings, materials and calendar files are keyed by a webinar:
  // the table checks the login guard and the admin; education-recordings.pg.test.ts checks registered/not registered.
  "GET /api/education/GetWebinarRecordings": { url: () => "/api/education/GetWebinarRecordings?webinarId=5" },
  "GET /api/education/DownloadWebinars": { url: () => "/api/education/DownloadWebinars?webinarId=5" },
  "GET /api/education/GetWebinarCalendar": { url: () => "/api/education/GetWebinarCalendar?webinarId=1" },
  "POST /api/education/SaveWebinar": {
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
  "POST /api/education/CancelWebinar": {
    url: () => "/api/education/CancelWebinar?webinarId=999999",
    payload: () => ({ reason: "" }),
    allowedStatus: 404,
  },
  // Past the guard, a call without a multipart body is refused as such.
  "POST /api/education/UploadWebinarRecording": {
    url: () => "/api/education/UploadWebinarRecording?webinarId=1",
    allowedStatus: 415,
  },
  "POST /api/education/UploadWebinarMaterial": {
    url: () => "/api/education/UploadWebinarMaterial?webinarId=1",
    allowedStatus: 415,
  },
  "POST /api/education/DeleteWebinarMaterial": {
    url: () => "/api/education/DeleteWebinarMaterial?materialId=999999",
    allowedStatus: 404,
  },
  "GET /api/education/GetWebinarRegistrants": {
    url: () => "/api/education/GetWebinarRegistrants?webinarId=1",
  },
  "GET /api/education/ExportWebinarRegistrants": {
    url: () => "/api/education/ExportWebinarRegistrants?webinarId=1",
  },
  // The back office's catalogue (ADR 0024, features/catalogue); admin-catalogue.test.ts checks what each one does.
  "GET /api/admin/CampaignSignUps": { url: () => "/api/admin/CampaignSignUps?page=1" },
  "POST /api/privacy/requests/grievance": {
    url: () => "/api/privacy/requests/grievance",
    payload: () => ({ topic: "other", description: "An access check of the grievance form." }),
  },
  "POST /api/privacy/requests/correction": {
    url: () => "/api/privacy/requests/correction",
    payload: () => ({ subject: "invoice-name", correctValue: "Access Check" }),
  },
  "PUT /api/privacy/nomination": {
    url: () => "/api/privacy/nomination",
    payload: () => ({ name: "Access Nominee", email: "access.nominee@example.in", relationship: "Friend" }),
  },
  // The caller has nominated nobody: the guard let the call through and the service answered.
  "POST /api/privacy/nomination/withdraw": { url: () => "/api/privacy/nomination/withdraw", allowedStatus: 409 },
  // No request with this id: the guard let the call through and the service answered.
  "POST /api/admin/privacy/requests/act": {
    url: () => "/api/admin/privacy/requests/act",
    payload: () => ({ id: 999_999, note: "Access check." }),
    allowedStatus: 404,
  },
  "POST /api/admin/privacy/breaches": {
    url: () => "/api/admin/privacy/breaches",
    payload: () => breachExample,
  },
  "POST /api/admin/privacy/breaches/notify": {
    url: () => "/api/admin/privacy/breaches/notify",
    payload: () => ({ id: 999_999, audience: { kind: "emails", emails: ["nobody@example.in"] }, preview: true }),
    allowedStatus: 404,
  },
  "POST /api/admin/newsletters": {
    url: () => "/api/admin/newsletters",
    payload: () => ({ kind: "offers", subject: "Access check", markdown: "Hello" }),
  },
  "POST /api/admin/newsletters/preview": {
    url: () => "/api/admin/newsletters/preview",
    payload: () => ({ markdown: "**Hello**" }),
  },
  // No newsletter with this id: the guard let the call through and the service answered.
  "POST /api/admin/newsletters/send-test": {
    url: () => "/api/admin/newsletters/send-test",
    payload: () => ({ id: 999_999 }),
    allowedStatus: 404,
  },
  "POST /api/admin/newsletters/send": {
    url: () => "/api/admin/newsletters/send",
    payload: () => ({ id: 999_999 }),
    allowedStatus: 404,
  },
  "POST /api/admin/catalogue/price-sets": {
    url: () => "/api/admin/catalogue/price-sets",
    payload: () => ({ currency: "USD", effectiveFrom: `2090-01-${String(10 + (accessCouponNumber++ % 18)).padStart(2, "0")}` }),
  },
  "POST /api/admin/catalogue/prices": {
    url: () => "/api/admin/catalogue/prices",
    payload: () => ({ prices: [{ channel: "tool", itemId: "Standard", plan: "Quarter", priceSetId: "INR", amount: 249300 }] }),
  },
  "PUT /api/admin/business-profile": {
    url: () => "/api/admin/business-profile",
    payload: () => enteredBusinessProfile,
  },
  "POST /api/admin/launch-steps/:step": { url: () => "/api/admin/launch-steps/catalogue-reviewed" },
  "POST /api/admin/catalogue/addons": {
    url: () => "/api/admin/catalogue/addons",
    payload: () => ({ id: "Access Check Add-on", name: "Access Check Add-on", products: ["Pro"] }),
  },
  "POST /api/admin/catalogue/packages": {
    url: () => "/api/admin/catalogue/packages",
    payload: () => ({ channel: "tool", name: "Access check", baseProduct: "Pro" }),
  },
  "POST /api/admin/catalogue/packages/delete": {
    url: () => "/api/admin/catalogue/packages/delete",
    payload: () => ({ id: 999999 }),
    allowedStatus: 404,
  },
  "POST /api/admin/catalogue/standalone-prices": {
    url: () => "/api/admin/catalogue/standalone-prices",
    payload: () => ({ items: [{ name: "Standard (EOD)", price: 795000 }] }),
  },
  "POST /api/admin/catalogue/coupons": {
    url: () => "/api/admin/catalogue/coupons",
    payload: () => ({ code: `ACCESS${accessCouponNumber++}`, label: "Access check", percent: 5 }),
  },
  "POST /api/admin/catalogue/coupons/update": {
    url: () => "/api/admin/catalogue/coupons/update",
    payload: () => ({ code: "WEBINAR20", label: "Webinar offer", percent: 20 }),
  },
  "POST /api/admin/catalogue/coupons/disable": {
    url: () => "/api/admin/catalogue/coupons/disable",
    payload: () => ({ code: "WEBINAR20", disabled: false }),
  },
  "POST /api/admin/catalogue/discount-rules": {
    url: () => "/api/admin/catalogue/discount-rules",
    payload: () => ({ type: "SchemeDiscount", label: "Access check", discountInPercent: 5, isPublished: false }),
  },
  "POST /api/admin/catalogue/discount-rules/delete": {
    url: () => "/api/admin/catalogue/discount-rules/delete",
    payload: () => ({ id: "no-such-rule" }),
    allowedStatus: 404,
  },
  // The back office's customers and audit log (docs/business-rules.md#back-office-customers, features/admin-users); admin-users.test.ts and admin-audit.test.ts check what each does.
  "GET /api/admin/SearchUsers": { url: (id) => `/api/admin/SearchUsers?q=${id}` },
  "GET /api/admin/Search": { url: (id) => `/api/admin/Search?q=${id}` },
  "GET /api/admin/customer-notes": { url: (id) => `/api/admin/customer-notes?userId=${id}` },
  "GET /api/admin/customer-timeline": { url: (id) => `/api/admin/customer-timeline?userId=${id}` },
  "POST /api/admin/customer-notes/add": {
    url: () => "/api/admin/customer-notes/add",
    payload: (id) => ({ userId: id, body: "Called back." }),
  },
  // No such note: the guard let the admin through and the rule answered.
  "POST /api/admin/customer-notes/edit": {
    url: () => "/api/admin/customer-notes/edit",
    payload: () => ({ noteId: 999999, body: "x" }),
    allowedStatus: 404,
  },
  "POST /api/admin/customer-notes/delete": {
    url: () => "/api/admin/customer-notes/delete",
    payload: () => ({ noteId: 999999 }),
    allowedStatus: 404,
  },
  "POST /api/admin/payment-queue/activate": { url: () => "/api/admin/payment-queue/activate", payload: () => ({ paymentIds: [999999] }) },
  "POST /api/admin/catalogue/prices/preview": {
    url: () => "/api/admin/catalogue/prices/preview",
    payload: () => ({ prices: [{ channel: "tool", itemId: "Standard", plan: "Quarter", priceSetId: "INR", amount: 249300 }] }),
  },
  "POST /api/admin/catalogue/prices/schedule": {
    url: () => "/api/admin/catalogue/prices/schedule",
    payload: () => ({
      prices: [{ channel: "tool", itemId: "Standard", plan: "Quarter", priceSetId: "INR", amount: 249300 }],
      effectiveFrom: "2092-04-01",
    }),
  },
  "POST /api/admin/catalogue/coupons/preview": {
    url: () => "/api/admin/catalogue/coupons/preview",
    payload: () => ({ code: "WEBINAR20", label: "Webinar offer", percent: 25 }),
  },
  "GET /api/admin/GetUserOverview": { url: (id) => `/api/admin/GetUserOverview?userId=${id}` },
  "POST /api/admin/SetUserRole": {
    url: () => "/api/admin/SetUserRole",
    payload: (id) => ({ userId: id, role: "Investor" }),
  },
  "POST /api/admin/SetInstituteDiscount": {
    url: () => "/api/admin/SetInstituteDiscount",
    payload: (id) => ({ userId: id, percent: 0 }),
  },
  // createUser() makes verified accounts: the rule answers that there is nothing to activate.
  "POST /api/admin/ResendActivationMail": {
    url: () => "/api/admin/ResendActivationMail",
    payload: (id) => ({ userId: id }),
    allowedStatus: 409,
  },
  "POST /api/admin/SetAccountDisabled": {
    url: () => "/api/admin/SetAccountDisabled",
    payload: (id) => ({ userId: id, disabled: false }),
  },
  "POST /api/admin/AdjustWallet": {
    url: () => "/api/admin/AdjustWallet",
    payload: (id) => ({ userId: id, direction: "credit", currency: "INR", kind: "general", amount: 100, reason: "Access check" }),
  },
  // No such request: the guard let the admin through and the service answered.
  "POST /api/admin/ApproveWalletCredit": {
    url: () => "/api/admin/ApproveWalletCredit",
    payload: () => ({ requestId: 999_999 }),
    allowedStatus: 404,
  },
  "POST /api/admin/RejectWalletCredit": {
    url: () => "/api/admin/RejectWalletCredit",
    payload: () => ({ requestId: 999_999 }),
    allowedStatus: 404,
  },
  "GET /api/admin/ListAudit": { url: () => "/api/admin/ListAudit?page=1" },
  // Staff two-factor sign-in (ADR 0031, features/two-factor); admin-two-factor.test.ts checks what each one does.
  // The table's admin has no authenticator app to read a code from: the guard let it through and the code check answered.
  "POST /api/admin/two-factor/enrolment/confirm": {
    url: () => "/api/admin/two-factor/enrolment/confirm",
    payload: () => ({ code: "000000" }),
    allowedStatus: 400,
  },
  "POST /api/admin/two-factor/disable": {
    url: () => "/api/admin/two-factor/disable",
    payload: () => ({ code: "000000" }),
    allowedStatus: 400,
  },
  // The back office's releases and offer banner (ADR 0027); admin-releases.pg.test.ts and admin-site.pg.test.ts check what each one does.
  "POST /api/user/AddVersionHistory": {
    url: () => "/api/user/AddVersionHistory?isBeta=true",
    payload: () => ({ version: "0.0.1", releasedOn: "2020-01-01", highlights: ["Access check"] }),
  },
  "POST /api/user/UpdateVersionHistory": {
    url: () => "/api/user/UpdateVersionHistory?isBeta=true",
    payload: () => ({ id: 999999, version: "0.0.1", releasedOn: "2020-01-01", highlights: ["Access check"] }),
    allowedStatus: 404,
  },
  "POST /api/user/DeleteVersionHistory": {
    url: () => "/api/user/DeleteVersionHistory",
    payload: () => ({ id: 999999 }),
    allowedStatus: 404,
  },
  // Past the guard, a call without a multipart body is refused as such.
  "POST /api/admin/UploadSetup": { url: () => "/api/admin/UploadSetup?channel=Beta", allowedStatus: 415 },
  "POST /api/admin/PromoteSetup": {
    url: () => "/api/admin/PromoteSetup",
    payload: () => ({ id: 999999 }),
    allowedStatus: 404,
  },
  "POST /api/admin/DeleteSetup": {
    url: () => "/api/admin/DeleteSetup",
    payload: () => ({ id: 999999 }),
    allowedStatus: 404,
  },
  "POST /api/user/UpdateOfferContent": {
    url: () => "/api/user/UpdateOfferContent?id=999999",
    payload: () => ({ headline: "Access check", body: "Access check", ctaLabel: "Go", ctaHref: "/Pricing", active: false }),
    allowedStatus: 404,
  },
  "POST /api/admin/UpdateSiteCounter": {
    url: () => "/api/admin/UpdateSiteCounter?key=no-such-counter",
    payload: () => ({ label: "Access check", target: 1 }),
    allowedStatus: 404,
  },
  // The home page's slides and testimonials (ADR 0027); admin-site-content.pg.test.ts checks what each one does.
  "POST /api/admin/SaveHomeSlide": {
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
  "POST /api/admin/DeleteHomeSlide": {
    url: () => "/api/admin/DeleteHomeSlide",
    payload: () => ({ id: 999999 }),
    allowedStatus: 404,
  },
  "POST /api/admin/SaveTestimonial": {
    url: () => "/api/admin/SaveTestimonial",
    payload: () => ({ id: 999999, author: "Access", place: "Pune", body: "Access check", order: 1, active: false }),
    allowedStatus: 404,
  },
  "POST /api/admin/DeleteTestimonial": {
    url: () => "/api/admin/DeleteTestimonial",
    payload: () => ({ id: 999999 }),
    allowedStatus: 404,
  },
  // Privacy (docs/business-rules.md#data-download): a made-up link is refused as unknown once the login guard let the call in.
  "POST /api/privacy/SetMarketingConsent": { payload: () => ({ kind: "offers", given: false }) },
  "GET /api/privacy/DownloadMyData": { url: () => `/api/privacy/DownloadMyData?t=${"A".repeat(43)}`, allowedStatus: 404 },
};
