/** What other features may use of messaging; everything else in this folder is its own. */
export { lastStaffMailDelivered } from "./services/last-staff-mail-delivered.ts";
export { accountCodeHit, mailHit, mobileCodeHit, smsDestination } from "./services/send-limits.ts";
export { sendsSms, smsTemplatesStatus } from "./services/sms-templates-status.ts";
export { sweepExpiredLimits } from "./services/sweep-expired-limits.ts";
export { returnLimitHits, takeLimits } from "./services/take-limits.ts";
export type { LimitHit } from "./services/take-limits.ts";
