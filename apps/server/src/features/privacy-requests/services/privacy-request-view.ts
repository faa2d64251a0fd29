import { privacyRequestClock, type PrivacyRequestKind, type PrivacyRequestState } from "@investar/core";
import type { PrivacyRequestView } from "@investar/contract/pages/privacy-requests";
import type { schema } from "@investar/db";

type PrivacyRequestRow = typeof schema.privacyRequests.$inferSelect;

/** A request as pages show it, its clock read at `now`. */
export function privacyRequestView(row: PrivacyRequestRow, now: Date): PrivacyRequestView {
  const state = row.state as PrivacyRequestState;
  const clock = privacyRequestClock(row.receivedAt, state, now);
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as PrivacyRequestKind,
    summary: row.summary,
    state,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    limitAt: clock.limitAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    overdue: clock.overdue,
    pastLimit: clock.pastLimit,
  };
}
