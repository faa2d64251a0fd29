/**
 * Zod shapes of the back office's customer and audit calls (/api/admin/…, OpenAPI tags "admin-users" and
 * "admin-audit"). Money here is in minor units (paise, cents), as in the catalogue calls: an admin's
 * wallet adjustment is exact.
 */
import { z } from "zod";
import {
  AUDIT_NUMBERED_PAGES,
  auditRangeProblem,
  isIsoDate,
  manualPaymentModes,
  orderStatuses,
  paymentGateways,
  SEAT_SOURCES,
  WALLET_KINDS,
} from "@investar/core";
import { page } from "../../manual-payments/index.ts";
import { walletEntrySchema } from "../../wallet/index.ts";
import { currency, isoDate, subscrSchema } from "../../catalogue/index.ts";
import { taxDocumentEntrySchema } from "../../invoices/index.ts";
import { acquisitionSchema, id } from "@investar/contract/parts/schema-parts";
import { keysetCursorParam } from "@investar/contract/parts/keyset-cursor";
import { schema } from "@investar/db";

export const ADMIN_USERS_TAG = "admin-users";
export const ADMIN_AUDIT_TAG = "admin-audit";

const minor = z.number().int().describe("Minor units (paise, cents)");

export const searchUsersQuery = z.object({
  q: z.string({ error: "Type an email, a name, a mobile number or a user id." }).max(200, "That search is too long."),
  page,
});

export const adminUsersPageSchema = z.object({
  users: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      email: z.string(),
      mobileNo: z.string(),
      role: z.string(),
      isEmailVerified: z.boolean(),
      disabled: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  total: z.number().int().describe("The matches counted, at most 1,000"),
  totalCapped: z.boolean().describe("More customers match than total; the pages cover the newest 1,000"),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const userOverviewQuery = z.object({
  userId: id("userId"),
  walletPage: page,
  ordersPage: page,
  auditPage: page,
  invoicesOlder: keysetCursorParam
    .optional()
    .describe("The invoices' keyset position (an entry's `cursor`, ADR 0063): the ten documents after it; the newest without it"),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subject: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable().describe("before and after of a change, and what else the action recorded"),
});

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int().describe("The page's number; 0 for a page reached by `older` or `newer`"),
  pageSize: z.number().int(),
  older: z.string().nullable().describe("The `older` that asks for the entries after this page (ADR 0063), or null on the last"),
  newer: z.string().nullable().describe("The `newer` that asks for the entries before this page, or null on the first"),
});

const kindBalances = z.object({ subscription: minor, cash: minor, general: minor });

export const userOverviewSchema = z.object({
  profile: z.object({
    userId: z.number().int(),
    name: z.string(),
    email: z.string(),
    mobileNo: z.string(),
    city: z.string(),
    state: z.string().nullable(),
    country: z.string().nullable(),
    role: z.string(),
    isAdmin: z.boolean(),
    isEmailVerified: z.boolean(),
    hasPassword: z.boolean(),
    disabledAt: z.string().nullable(),
    createdAt: z.string(),
    signUp: z.object({
      source: z.string(),
      utmSource: z.string().nullable(),
      acquisition: acquisitionSchema,
      partnerCode: z.string().nullable(),
      brokerSource: z.string().nullable(),
      ip: z.string().nullable(),
    }),
    trialEndDate: isoDate.nullable(),
    instituteDiscountPercent: z.number(),
  }),
  subscriptions: z.object({ desktop: subscrSchema.nullable(), mobile: subscrSchema.nullable() }),
  wallet: z.object({
    balances: z.object({ INR: kindBalances, USD: kindBalances }),
    entries: z.array(walletEntrySchema(minor.describe("Minor units: positive credit, negative debit"))),
    totalEntries: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
    cashCreditEnabled: z.boolean(),
  }),
  pendingWalletCredits: z
    .array(
      z.object({
        requestId: z.number().int(),
        userId: z.number().int(),
        currency,
        kind: z.enum(WALLET_KINDS),
        amount: minor,
        reason: z.string(),
        requestedBy: z.object({ userId: z.number().int(), name: z.string(), email: z.string() }),
        requestedAt: z.string(),
      }),
    )
    .describe("Credits above the approval limit waiting for a second admin (ApproveWalletCredit / RejectWalletCredit)"),
  orders: z.object({
    entries: z.array(
      z.object({
        paymentId: z.number().int(),
        orderNumber: z.string(),
        gateway: z.enum(paymentGateways),
        status: z.enum(orderStatuses),
        statusWords: z.string(),
        amount: minor,
        currency,
        createdAt: z.string(),
        settledAt: z.string().nullable(),
        manualMode: z.enum(manualPaymentModes).nullable(),
        manualReference: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  taxDocuments: z.array(taxDocumentEntrySchema.extend({ total: minor })).describe("Ten invoices and credit notes, newest first"),
  taxDocumentsPage: z.object({
    older: z.string().nullable().describe("The `invoicesOlder` that asks for the documents after this page, or null on the last"),
    newest: z.boolean().describe("This is the newest page"),
  }),
  webinars: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      dateTime: z.string(),
      when: z.enum(["upcoming", "past", "cancelled"]),
      seatSource: z.enum(SEAT_SOURCES).nullable(),
    }),
  ),
  autoRenew: z
    .object({
      mandates: z.array(
        z.object({
          id: z.number().int(),
          kind: z.enum(["tool", "mobile"]),
          status: z.enum(schema.MANDATE_STATUSES),
          currency,
          upperLimit: minor,
          frequency: z.enum(["Month", "Quarter", "Annual"]),
          cardNetwork: z.string().nullable(),
          cardLast4: z.string().nullable(),
          cardExpiry: z.string().nullable(),
          orderNumber: z.string(),
          createdAt: z.string(),
          endedAt: z.string().nullable(),
          endedReason: z.string().nullable(),
        }),
      ),
      debits: z.array(
        z.object({
          id: z.number().int(),
          mandateId: z.number().int(),
          kind: z.enum(["tool", "mobile"]),
          periodEnd: isoDate,
          attempt: z.number().int(),
          dueAt: z.string(),
          amount: minor,
          currency,
          status: z.enum(schema.MANDATE_DEBIT_STATUSES),
          noticeKind: z.enum(schema.MANDATE_NOTICE_KINDS),
          noticeSentAt: z.string(),
          chargeRef: z.string().nullable(),
          settledAt: z.string().nullable(),
          failureReason: z.string().nullable(),
        }),
      ),
    })
    .describe("Card mandates (auto-renew), newest first, and the latest debit attempts on them"),
  audit: auditPageSchema,
});

const day = (name: string) =>
  z
    .string()
    .max(10, `${name} must be a date (YYYY-MM-DD).`)
    .refine((value) => value === "" || isIsoDate(value), `${name} must be a date (YYYY-MM-DD).`)
    .transform((value) => value || undefined)
    .optional();
const text = z
  .string()
  .max(200, "At most 200 characters.")
  .transform((value) => value.trim() || undefined)
  .optional();

const auditFilterFields = { actor: text, action: text, subject: text, from: day("from"), to: day("to") };
const rangeInOrder = (filter: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  const problem = auditRangeProblem(filter);
  if (problem) ctx.addIssue({ code: "custom", path: ["to"], message: problem });
};

/** The audit filters (ExportAudit); empty fields, as a form sends them, filter nothing. */
export const auditFilterQuery = z.object(auditFilterFields).superRefine(rangeInOrder);
/**
 * ListAudit: the filters and a page by number (the first AUDIT_NUMBERED_PAGES), or a keyset position from a previous
 * answer's `older` or `newer` (ADR 0063).
 */
export const listAuditQuery = z
  .object({
    ...auditFilterFields,
    page: page.pipe(
      z
        .number()
        .max(AUDIT_NUMBERED_PAGES, `Pages are numbered up to ${AUDIT_NUMBERED_PAGES}: go further with the older entries' link (older=).`),
    ),
    older: keysetCursorParam.optional(),
    newer: keysetCursorParam.optional(),
  })
  .superRefine(rangeInOrder)
  .refine((query) => query.older === undefined || query.newer === undefined, {
    path: ["newer"],
    message: "Ask for older or newer entries, not both.",
  });
