import type { RouteKey } from "./route-coverage.ts";

/**
 * Routes anyone may call without logging in (docs/architecture.md#authorization), each for a reason a reviewer can check. Every
 * other /api route is in access-table.ts; authorization.test.ts fails on a route that is in neither.
 */
export const publicRoutes: readonly RouteKey[] = [
  // Health and the API's own documentation.
  "GET /api/health",
  // Readiness for load balancers; error details only for admins (check-readiness.ts).
  "GET /api/health/ready",
  "GET /api/docs/",
  "GET /api/docs/json",
  "GET /api/docs/yaml",
  "GET /api/docs/static/*",
  "GET /api/docs/static/index.html",
  "GET /api/docs/static/swagger-initializer.js",
  // Public content: releases, the offer banner, the setup download, prices and the visitor's currency.
  "GET /api/user/GetVersionHistory",
  "GET /api/user/GetOfferBannerContents",
  "GET /api/download/setup/:channel",
  "GET /api/payment/PricingData",
  "GET /api/payment/packagelist",
  "GET /api/payment/StandalonePriceList",
  "GET /api/payment/UserLocation",
  "GET /api/payment/IsOfferActivated",
  "GET /api/auth/getCouponCodeForMasterTrader",
  // Retired: answers everyone 405 with how to change the email (docs/business-rules.md#email-change).
  "GET /api/auth/UpdateEmailAddress",
  // A quote for what a visitor picks on the pricing page; personal discounts only when logged in.
  "POST /api/payment/Quote",
  // Webinar and training-video lists (ADR 0017): public; registration and the join link are shown only to the caller's own seats.
  "GET /api/education/GetTechnicalAnalysisWebinars",
  "GET /api/education/GetSoftwareTrainings",
  // Signing up, in and out, and getting back in: before there is a session (rate-limited, origin-checked).
  "POST /api/auth/register",
  "POST /api/auth/registerForFreeWebinar",
  "POST /api/auth/registerForLpage",
  "POST /api/auth/RegisterForZerodhaPage",
  "POST /api/auth/login",
  "POST /api/auth/googleLogin",
  "GET /api/auth/googleNonce",
  "POST /api/auth/facebookLogin",
  // The code step of a login: its challenge (signed, five minutes) is the credential.
  "POST /api/auth/loginTwoFactor",
  "POST /api/auth/logout",
  "GET /api/auth/IsEmailExist",
  "GET /api/auth/VerifyEmail",
  // The "this was not me" link mailed to the old address: its single-use token is the credential.
  "GET /api/auth/CancelEmailChange",
  // A marketing mail's unsubscribe link (RFC 8058 one-click, no login): its sealed per-user, per-kind token is the credential.
  "GET /api/mail/unsubscribe",
  "POST /api/mail/unsubscribe",
  "POST /api/auth/SetPassword",
  "GET /api/auth/SendActivationEmail",
  "POST /api/auth/ResendActivationLink",
  "GET /api/auth/PasswordRecovery",
  "GET /api/auth/SendPasswordResetEmail",
  "POST /api/auth/ResetPassword",
  "GET /api/auth/SendDraftWithCredentials",
  // A visitor on a phone has the download page mailed to themselves (limited per caller and per address).
  "POST /api/auth/SendDownloadLink",
  // The referral link's landing page reads the invited address from the link itself.
  "GET /api/auth/GetDecryptedEmailFromReferral",
  // Support forms and logs a page sends before login too (bounded in size and rate; logs expire after 90 days).
  "POST /api/user/SendInvestarFeedback",
  "POST /api/user/SendReportProblem",
  "POST /api/user/SendBrokerRequest",
  "POST /api/user/WriteClientSideLogs",
  "GET /api/auth/AddConversionsLogs",
  // The card gateway's return (its encrypted answer is the credential) and the simulator that stands in for it.
  "POST /api/payment/CCAvenueResponse",
  "GET /api/payment/simulator/checkout",
  "POST /api/payment/simulator/checkout",
  "POST /api/payment/simulator/complete",
  "POST /api/payment/simulator/status",
];
