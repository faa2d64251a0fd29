/**
 * What other features may use of privacy-requests (ADR 0051). A feature that carries out a customer's right (a copy of
 * their data, erasure) records it with `recordPrivacyRequest(deps, tx, { kind, userId, summary, … })` inside its own
 * transaction, so it reaches the staff queue with its reference, clock and acknowledgement; an erasure calls
 * `forgetPrivacyRequester(tx, userIds, now)`.
 */
export { privacyRequestsPageServices } from "./pages.ts";
export { recordPrivacyRequest } from "./services/record-privacy-request.ts";
export type { NewPrivacyRequest, RecordedPrivacyRequest } from "./services/record-privacy-request.ts";
export { forgetPrivacyRequester } from "./services/forget-privacy-requester.ts";
