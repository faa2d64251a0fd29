import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { WALLET_KINDS } from "@investar/core";
import { oneOf } from "./one-of.ts";
import { walletLedger } from "./subscriptions.ts";
import { users } from "./users.ts";
import { walletMovementColumns } from "./wallet-movement-columns.ts";
import { requiredLink } from "./reference-columns.ts";

export const WALLET_CREDIT_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export type WalletCreditRequestStatus = (typeof WALLET_CREDIT_REQUEST_STATUSES)[number];

/**
 * docs/business-rules.md#wallet-credit-approval: an admin's wallet credit above the approval limit waits
 * here until another admin (never the requester: the CHECK says so too) approves it — then it is credited,
 * once, and its ledger entry noted — or rejects it.
 */
export const walletCreditRequests = pgTable(
  "wallet_credit_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The amount is positive (wallet_credit_requests_amount_positive). */
    ...walletMovementColumns(),
    requestedBy: requiredLink("requested_by", () => users.id),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    status: text("status").$type<WalletCreditRequestStatus>().notNull().default("pending"),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    walletEntryId: integer("wallet_entry_id").references(() => walletLedger.id),
  },
  (t) => [
    index("wallet_credit_requests_user_idx").on(t.userId, t.status),
    check("wallet_credit_requests_amount_positive", sql`${t.amount} > 0`),
    check("wallet_credit_requests_kind_valid", oneOf(t.kind, WALLET_KINDS)),
    check("wallet_credit_requests_status_valid", oneOf(t.status, WALLET_CREDIT_REQUEST_STATUSES)),
    check("wallet_credit_requests_four_eyes", sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);

export type WalletCreditRequest = typeof walletCreditRequests.$inferSelect;
