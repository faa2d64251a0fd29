/**
 * The back office's one search box (docs/business-rules.md#staff-search): what the typed text can be —
 * a customer (email, name, mobile, user id) and, read exactly, an order number, an invoice or credit-note
 * number, a manual payment's UTR or cheque number, a GSTIN or a support reference. Read here once, so the
 * server's queries and their tests agree on what each kind of input matches.
 */
import { normaliseReference } from "../payments/manual-payment-modes.ts";
import { userSearchTerms, type UserSearchTerms } from "../admin-users/user-search.ts";

export const STAFF_SEARCH_MAX_LENGTH = 200;
export const STAFF_SEARCH_EMPTY =
  "Type an email, name, mobile number or user id, an order, invoice or credit-note number, a UTR or cheque number, a GSTIN or a support reference.";
export const STAFF_SEARCH_TOO_LONG = `Search for at most ${STAFF_SEARCH_MAX_LENGTH} characters.`;
export const STAFF_SEARCH_CONTROL = "The search can't contain control characters.";

export interface StaffSearchTerms {
  /** The customer search's own terms (contains-matches on email and name, mobile digits, user id). */
  user: UserSearchTerms;
  /** Spaces removed, capitals: how order, invoice and credit-note numbers are compared (whole). */
  documentNumber: string | null;
  /** A bank reference as stored (core's normaliseReference), when the text can be one. */
  reference: string | null;
  /** Fifteen letters and digits: compared with customers' GSTINs, on file and on their invoices. */
  gstin: string | null;
  /** The id behind a support reference ("SR-000042", "sr42"). */
  supportId: number | null;
}

/** Why the text can't be searched, or null when it can. */
export function staffSearchProblem(query: string): string | null {
  if (query.trim() === "") return STAFF_SEARCH_EMPTY;
  if (query.length > STAFF_SEARCH_MAX_LENGTH) return STAFF_SEARCH_TOO_LONG;
  // eslint-disable-next-line no-control-regex -- the point is to refuse them
  if (/[\u0000-\u001f\u007f]/u.test(query)) return STAFF_SEARCH_CONTROL;
  return null;
}

const DOCUMENT_NUMBER = /^[A-Z0-9][A-Z0-9/-]{2,39}$/u;
const REFERENCE = /^[A-Z0-9/]{4,40}$/u;
const GSTIN = /^\d{2}[A-Z0-9]{13}$/u;
const SUPPORT_REFERENCE = /^SR-?0*(\d{1,9})$/u;

/** Null when there is nothing to search (see staffSearchProblem for why). */
export function staffSearchTerms(query: string): StaffSearchTerms | null {
  if (staffSearchProblem(query) !== null) return null;
  const user = userSearchTerms(query);
  if (!user) return null;
  const compact = query.replace(/\s+/gu, "").toUpperCase();
  const reference = normaliseReference(query);
  const support = SUPPORT_REFERENCE.exec(compact);
  const supportId = support ? Number(support[1]) : null;
  return {
    user,
    documentNumber: DOCUMENT_NUMBER.test(compact) ? compact : null,
    reference: REFERENCE.test(reference) ? reference : null,
    gstin: GSTIN.test(compact) ? compact : null,
    supportId: supportId !== null && supportId > 0 && supportId <= 2_147_483_647 ? supportId : null,
  };
}

/** What a search result is. */
export const STAFF_SEARCH_KINDS = ["customer", "order", "invoice", "credit-note", "payment-reference", "gstin", "support-request"] as const;
export type StaffSearchKind = (typeof STAFF_SEARCH_KINDS)[number];

export const staffSearchKindLabels: Record<StaffSearchKind, string> = {
  customer: "Customer",
  order: "Order",
  invoice: "Tax invoice",
  "credit-note": "Credit note",
  "payment-reference": "Manual payment (UTR, cheque or other reference)",
  gstin: "GSTIN",
  "support-request": "Support request",
};

export interface StaffSearchHit {
  kind: StaffSearchKind;
  /** What matched, as staff read it: the number, the reference, the GSTIN, the customer's name. */
  label: string;
  /** One line about it: amount and status, where the GSTIN was seen… */
  detail: string;
  /** The customer it belongs to; null for a support request from someone without an account. */
  customer: { userId: number; name: string; email: string } | null;
  /** Where the record is shown in the back office; null when it has no page. */
  href: string | null;
  /** Whether the whole text matched (an order number, a customer's whole email), not a part of it. */
  exact: boolean;
}

/**
 * Where the search goes by itself: to the one record found when exactly one result matched exactly;
 * otherwise (none, several, or a partial match) the results are listed.
 */
export function staffSearchDestination(hits: readonly StaffSearchHit[]): string | null {
  if (hits.length !== 1) return null;
  const [only] = hits;
  return only!.exact ? only!.href : null;
}
