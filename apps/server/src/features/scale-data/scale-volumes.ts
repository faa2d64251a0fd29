/**
 * How much of each kind of row a business of `users` registered customers has (docs/architecture.md#scale-data):
 * the figures of a 250,000-customer Investar, scaled in proportion. Paying customers buy again every few months
 * over the five years; everyone else who activated their account leaves an abandoned or failed attempt now and then
 * (a sign-up never activated cannot log in, so it has no orders: the retention pass removes it after 30 days).
 */
export interface ScaleVolumes {
  users: number;
  /** One customer in ten pays. */
  payingUsers: number;
  /** Paid purchases per paying customer, on average (quarterly renewals over five years). */
  purchasesPerPayer: number;
  /** Orders that were never paid (abandoned at the gateway, failed, cancelled), on average per activated customer. */
  unpaidOrdersPerUser: number;
  /** Paid orders refunded with a credit note, per thousand. */
  refundsPerThousand: number;
  /** Audit-log rows (logins, profile changes, staff actions) per customer. */
  auditRowsPerUser: number;
  /** Client log rows per customer. */
  clientLogRowsPerUser: number;
  /** Mails sent per customer (activation, receipts, reminders, newsletters). */
  mailsPerUser: number;
  /** Webinars held over the five years, and seats taken per customer. */
  webinars: number;
  seatsPerUser: number;
  /** Referral invitations per paying customer. */
  referralsPerPayer: number;
}

export const DEFAULT_SCALE_USERS = 250_000;
export const MAX_SCALE_USERS = 2_000_000;
/** Five financial years of history, up to the moment the data set is made. */
export const SCALE_HISTORY_DAYS = 5 * 365;

export function scaleVolumes(users: number): ScaleVolumes {
  if (!Number.isSafeInteger(users) || users < 100 || users > MAX_SCALE_USERS)
    throw new RangeError(`--users takes a whole number from 100 to ${MAX_SCALE_USERS.toLocaleString("en-IN")}.`);
  return {
    users,
    payingUsers: Math.round(users / 10),
    purchasesPerPayer: 20,
    unpaidOrdersPerUser: 2,
    refundsPerThousand: 20,
    auditRowsPerUser: 12,
    clientLogRowsPerUser: 8,
    mailsPerUser: 8,
    webinars: Math.max(10, Math.round(users / 500)),
    seatsPerUser: 0.4,
    referralsPerPayer: 2,
  };
}

/** The rows the volumes come to, roughly (each customer's counts vary around the averages). */
export function expectedRows(v: ScaleVolumes): Record<string, number> {
  const paidOrders = v.payingUsers * v.purchasesPerPayer;
  return {
    users: v.users,
    // One sign-up in ten was never activated (seed-scale-users.ts).
    orders: paidOrders + (v.users - Math.round(v.users / 10)) * v.unpaidOrdersPerUser,
    invoices: paidOrders,
    creditNotes: Math.round((paidOrders * v.refundsPerThousand) / 1000),
    auditAndLogs: v.users * (v.auditRowsPerUser + v.clientLogRowsPerUser),
    mails: v.users * v.mailsPerUser,
  };
}
