import { and, asc, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { schema, type Executor } from "@investar/db";

/** Columns that are credentials, not the customer's data: never put in a download. */
const SECRET_KEYS = new Set(["passwordHash", "sealedSecret", "tokenHash", "lastUsedStep"]);

type Row = Record<string, unknown>;

const withoutSecrets = (rows: Row[]): Row[] =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_KEYS.has(key))));

async function rowsOf(db: Executor, table: PgTable, where: SQL, order?: PgColumn): Promise<Row[]> {
  const query = db.select().from(table).where(where);
  return withoutSecrets((await (order ? query.orderBy(asc(order)) : query)) as Row[]);
}

/**
 * docs/business-rules.md#data-download: everything the site keeps about one customer, section by section, as stored (the JSON of
 * the download). Credentials (password hash, authenticator secret, link tokens) are left out; they are not data about the
 * customer and would only weaken the account if the file leaked.
 */
export async function collectMyData(db: Executor, userId: number) {
  const s = schema;
  const [profile] = await rowsOf(db, s.users, eq(s.users.id, userId));
  if (!profile) throw new Error(`There is no user ${userId} to export.`);
  const orders = await rowsOf(db, s.orders, eq(s.orders.userId, userId), s.orders.createdAt);
  const orderIds = orders.map((order) => order.id as number);
  const ofOrders = (column: PgColumn) => (orderIds.length > 0 ? inArray(column, orderIds) : eq(column, -1));
  const webinarRows = await db
    .select({ registration: s.webinarRegistrations, title: s.webinars.title, startsAt: s.webinars.dateTime })
    .from(s.webinarRegistrations)
    .innerJoin(s.webinars, eq(s.webinars.id, s.webinarRegistrations.webinarId))
    .where(eq(s.webinarRegistrations.userId, userId))
    .orderBy(asc(s.webinarRegistrations.registeredAt));
  const authenticator = await db
    .select({ enrolledAt: s.twoFactorAuthenticators.createdAt, confirmedAt: s.twoFactorAuthenticators.confirmedAt })
    .from(s.twoFactorAuthenticators)
    .where(eq(s.twoFactorAuthenticators.userId, userId));
  const sessions = await db
    .select({ startedAt: s.sessions.createdAt, expiresAt: s.sessions.expiresAt, endedAt: s.sessions.revokedAt })
    .from(s.sessions)
    .where(eq(s.sessions.userId, userId))
    .orderBy(asc(s.sessions.createdAt));
  // The support desk's conversations (ADR 0054), as the customer sees them: staff's internal notes are not theirs.
  const tickets = await rowsOf(db, s.supportTickets, eq(s.supportTickets.userId, userId), s.supportTickets.createdAt);
  const m = s.supportTicketMessages;
  const ticketIds = tickets.map((ticket) => ticket.id as number);
  const thread =
    ticketIds.length === 0
      ? []
      : await db
          .select({ ticketId: m.ticketId, kind: m.kind, fromEmail: m.fromEmail, body: m.body, attachments: m.attachments, at: m.at })
          .from(m)
          .where(and(inArray(m.ticketId, ticketIds), ne(m.kind, "note")))
          .orderBy(asc(m.at), asc(m.id));
  return {
    profile,
    consents: await rowsOf(db, s.consentRecords, eq(s.consentRecords.userId, userId), s.consentRecords.at),
    logins: await rowsOf(db, s.loginAttempts, eq(s.loginAttempts.userId, userId), s.loginAttempts.at),
    devices: {
      sessions,
      twoFactorAuthenticator: authenticator[0] ?? null,
      mobileTrials: await rowsOf(db, s.mobileTrials, eq(s.mobileTrials.userId, userId)),
    },
    subscriptions: {
      current: await rowsOf(db, s.userSubscriptions, eq(s.userSubscriptions.userId, userId)),
      history: await rowsOf(db, s.subscriptionHistory, eq(s.subscriptionHistory.userId, userId), s.subscriptionHistory.createdAt),
    },
    orders,
    payments: {
      bankTransfers: await rowsOf(db, s.manualPayments, eq(s.manualPayments.userId, userId), s.manualPayments.createdAt),
      refunds: await rowsOf(db, s.orderRefunds, ofOrders(s.orderRefunds.orderId), s.orderRefunds.createdAt),
      cardMandates: await rowsOf(db, s.cardMandates, eq(s.cardMandates.userId, userId), s.cardMandates.createdAt),
      mandateDebits: await rowsOf(db, s.mandateDebits, eq(s.mandateDebits.userId, userId), s.mandateDebits.dueAt),
    },
    wallet: await rowsOf(db, s.walletLedger, eq(s.walletLedger.userId, userId), s.walletLedger.createdAt),
    billingDetails: {
      taxDetails: await rowsOf(db, s.customerTaxDetails, eq(s.customerTaxDetails.userId, userId)),
      paymentForm: await rowsOf(db, s.userPaymentFormDetails, eq(s.userPaymentFormDetails.userId, userId)),
    },
    invoices: await rowsOf(db, s.invoices, eq(s.invoices.userId, userId), s.invoices.issuedAt),
    creditNotes: await rowsOf(db, s.creditNotes, eq(s.creditNotes.userId, userId), s.creditNotes.issuedAt),
    webinars: webinarRows.map(({ registration, title, startsAt }) => ({ title, startsAt, ...registration })),
    referrals: {
      invited: await rowsOf(db, s.referrals, eq(s.referrals.refereeId, userId), s.referrals.invitedAt),
      rewards: await rowsOf(db, s.referralRewards, eq(s.referralRewards.referrerId, userId), s.referralRewards.createdAt),
    },
    supportRequests: await rowsOf(db, s.supportMessages, eq(s.supportMessages.userId, userId), s.supportMessages.at),
    supportTickets: tickets.map(({ assigneeId: _assignee, ...ticket }) => ({
      ...ticket,
      messages: thread
        .filter((message) => message.ticketId === ticket.id)
        .map(({ ticketId: _ticket, attachments, ...message }) => ({ ...message, attachments: attachments.map((a) => a.sentAs) })),
    })),
  };
}

export type MyData = Awaited<ReturnType<typeof collectMyData>>;
