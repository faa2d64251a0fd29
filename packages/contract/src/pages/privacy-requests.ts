/** What /my-investar/privacy/requests, /admin/privacy and /admin/privacy/breaches read from the privacy-requests feature (ADR 0051). */
import type { BreachFields, PrivacyRequestKind, PrivacyRequestState } from "@investar/core";

export interface PrivacyRequestView {
  id: number;
  reference: string;
  kind: PrivacyRequestKind;
  summary: string;
  state: PrivacyRequestState;
  receivedAt: string;
  /** Our 7-day target. */
  dueAt: string;
  /** The law's 90-day limit. */
  limitAt: string;
  closedAt: string | null;
  overdue: boolean;
  pastLimit: boolean;
}

export interface GrievanceOfficerView {
  name: string;
  email: string;
  phone: string;
}

export interface NominationView {
  name: string;
  email: string;
  relationship: string;
  updatedAt: string;
}

export interface MyPrivacyRequests {
  /** Newest first, each with what staff wrote to the customer about it. */
  requests: (PrivacyRequestView & { replies: { at: string; note: string }[] })[];
  nomination: NominationView | null;
  grievanceOfficer: GrievanceOfficerView | null;
}

export interface PrivacyRequestEventView {
  at: string;
  /** "Customer", "Site" or the staff member's name and id. */
  actor: string;
  action: "filed" | "state" | "assigned" | "note" | "reply";
  fromState: PrivacyRequestState | null;
  toState: PrivacyRequestState | null;
  note: string | null;
  mailed: boolean;
}

export interface AdminPrivacyRequestView extends PrivacyRequestView {
  customer: { userId: number | null; email: string | null; name: string | null };
  assignee: { userId: number; name: string } | null;
  details: Record<string, string>;
  history: PrivacyRequestEventView[];
}

export const PRIVACY_QUEUE_SHOWS = ["open", "overdue", "closed", "all"] as const;
export type PrivacyQueueShow = (typeof PRIVACY_QUEUE_SHOWS)[number];

export interface PrivacyQueueFilter {
  show: PrivacyQueueShow;
  kind: PrivacyRequestKind | null;
}

export interface AdminPrivacyQueue {
  filter: PrivacyQueueFilter;
  /** Open ones by due date (the most urgent first); closed ones newest first. At most `limit`. */
  requests: AdminPrivacyRequestView[];
  limit: number;
  counts: { open: number; overdue: number; pastLimit: number };
}

export interface BreachView {
  id: number;
  reference: string;
  fields: BreachFields;
  recordedAt: string;
  recordedBy: string | null;
  updatedAt: string;
  /** Discovery + 72 hours: when the Board's detailed intimation is due. */
  boardReportDueAt: string;
  notified: number;
  firstNotifiedAt: string | null;
  lastNotifiedAt: string | null;
}

export interface BreachRecord extends BreachView {
  /** Every account told, in order (the Board asks for a report of the intimations). */
  notices: { userId: number; email: string; queuedAt: string }[];
  business: { legalName: string; address: string; grievanceOfficer: GrievanceOfficerView | null } | null;
}

export interface PrivacyRequestsPageServices {
  /** /my-investar/privacy/requests: the caller's own requests, their nominee, the grievance officer. */
  getMyPrivacyRequests(userId: number): Promise<MyPrivacyRequests>;
  /** /admin/privacy: the staff queue. */
  listPrivacyRequests(filter: PrivacyQueueFilter): Promise<AdminPrivacyQueue>;
  /** /admin/privacy/breaches. */
  listBreaches(): Promise<{ breaches: BreachView[] }>;
  /** /admin/privacy/breaches/:breachId: the record for the Board; null when there is no such breach. */
  getBreachRecord(id: number): Promise<BreachRecord | null>;
}
