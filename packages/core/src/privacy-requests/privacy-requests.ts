/**
 * A customer's requests under India's Digital Personal Data Protection Act, 2023 and its Rules (ADR 0051): what
 * kinds there are, the states staff move them through, and the clock each one runs against. Pure rules, shared
 * by the account page, the staff queue and the server.
 */

export const PRIVACY_REQUEST_KINDS = ["access", "correction", "erasure", "nomination", "grievance"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const privacyRequestKindLabels: Record<PrivacyRequestKind, string> = {
  access: "Copy of my data",
  correction: "Correction",
  erasure: "Account closure and erasure",
  nomination: "Nomination",
  grievance: "Grievance",
};

export const PRIVACY_REQUEST_STATES = ["new", "in-progress", "done", "rejected"] as const;
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number];

export const privacyRequestStateLabels: Record<PrivacyRequestState, string> = {
  new: "Received",
  "in-progress": "In progress",
  done: "Done",
  rejected: "Rejected",
};

/** Done and rejected close a request: its clock stops and it leaves the open queue. */
export const isClosedState = (state: PrivacyRequestState): boolean => state === "done" || state === "rejected";

/**
 * Which moves staff may make. A closed request is the record of its outcome and is not reopened: a customer who
 * disagrees files a grievance, which runs on its own clock.
 */
const moves: Record<PrivacyRequestState, readonly PrivacyRequestState[]> = {
  new: ["in-progress", "done", "rejected"],
  "in-progress": ["done", "rejected"],
  done: [],
  rejected: [],
};

export const canMovePrivacyRequest = (from: PrivacyRequestState, to: PrivacyRequestState): boolean => moves[from].includes(to);

export const privacyRequestMessages = {
  closed: "This request is closed: its outcome stands. A customer who disagrees can file a grievance.",
  cannotMove: (from: PrivacyRequestState, to: PrivacyRequestState) =>
    `A request that is ${privacyRequestStateLabels[from].toLowerCase()} cannot be marked ${privacyRequestStateLabels[to].toLowerCase()}.`,
  notFound: "There is no such privacy request.",
  reasonRequired: "Say why: the customer is told the reason.",
} as const;

/** Our own target: every request answered within a week. */
export const PRIVACY_REQUEST_TARGET_DAYS = 7;
/** The DPDP Rules' outer limit for answering a Data Principal's grievance (and so, here, any request). */
export const PRIVACY_REQUEST_LIMIT_DAYS = 90;

const DAY_MS = 86_400_000;

/** The reference a customer quotes: DPR-000123 (data principal request). */
export const privacyRequestReference = (id: number): string => `DPR-${String(id).padStart(6, "0")}`;

export interface PrivacyRequestClock {
  /** Our target (7 days from receipt). */
  dueAt: Date;
  /** The law's outer limit (90 days from receipt). */
  limitAt: Date;
  /** Open and past the target. */
  overdue: boolean;
  /** Open and past the law's limit. */
  pastLimit: boolean;
  /** Whole days left to the target (negative once overdue); null once closed. */
  daysLeft: number | null;
}

export function privacyRequestClock(receivedAt: Date, state: PrivacyRequestState, now: Date): PrivacyRequestClock {
  const dueAt = new Date(receivedAt.getTime() + PRIVACY_REQUEST_TARGET_DAYS * DAY_MS);
  const limitAt = new Date(receivedAt.getTime() + PRIVACY_REQUEST_LIMIT_DAYS * DAY_MS);
  if (isClosedState(state)) return { dueAt, limitAt, overdue: false, pastLimit: false, daysLeft: null };
  const left = dueAt.getTime() - now.getTime();
  return {
    dueAt,
    limitAt,
    overdue: left < 0,
    pastLimit: now.getTime() > limitAt.getTime(),
    daysLeft: left >= 0 ? Math.ceil(left / DAY_MS) : -Math.ceil(-left / DAY_MS),
  };
}

/** A pasted list of addresses: one a line, or separated by commas, semicolons or spaces; duplicates once, lower-cased. */
export function parseEmailList(typed: string): string[] {
  return [
    ...new Set(
      typed
        .split(/[\s,;]+/)
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}
