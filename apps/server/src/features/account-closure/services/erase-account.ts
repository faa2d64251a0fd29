import { inArray, sql } from "drizzle-orm";
import { mobileKey } from "@investar/core";
import { schema } from "@investar/db";
import { planAsIndexLookups } from "../../../database/index-lookups-only.ts";
import type { Transaction } from "../../../database/transaction.ts";
import type { AppDeps } from "../../../deps.ts";
import { removeUpload } from "../../../integrations/storage/upload-store.ts";
import { forgetPrivacyRequester } from "../../privacy-requests/index.ts";
import { forgetTicketSenders } from "../../support-desk/index.ts";
import { eraseMentions, type ErasedPerson } from "./erase-mentions.ts";

/** What an erased account's row says instead of its owner's details; the address is unique per account and cannot receive mail. */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;
export const ERASED_NAME = "Erased account";

/**
 * Rows that hold nothing but this account's own personal data or its use of the site, deleted at the
 * erasure (docs/business-rules.md#retention). Orders, payments, refunds, invoices, credit notes, the wallet
 * ledger, subscription history, mandates and their debits stay: the tax law keeps them eight years, and
 * they carry the account's number, not its owner's details (invoices and credit notes keep the customer
 * as they were issued, as the law requires).
 */
const OWN_ROWS = [
  schema.sessions,
  schema.authTokens,
  schema.verificationCodes,
  schema.loginAttempts,
  schema.userPaymentFormDetails,
  schema.paymentDetailStrings,
  schema.customerTaxDetails,
  schema.twoFactorAuthenticators,
  schema.twoFactorRecoveryCodes,
  schema.mobileTrials,
  schema.mobileTrialNumbers,
  schema.mailUnsubscribes,
  schema.subscriptionScheduledChanges,
  schema.renewalReminders,
  schema.webinarNotices,
  schema.userSubscriptions,
  schema.userSubscriptionDeals,
  schema.userDiscounts,
  schema.userPricingProfiles,
  schema.conversionLogs,
  schema.clientLogs,
  // Staff notes about the customer go with the customer; the audit log keeps that staff acted.
  schema.customerNotes,
  schema.consentRecords,
] as const;

export interface ErasedFiles {
  avatars: string[];
  support: string[];
  /** Copies of the customer's data they asked for (the privacy page's download), still in the file store. */
  dataExports: string[];
}

/**
 * Erases accounts for good, in the caller's transaction (the privacy pass's: one closure once its 7 days have
 * passed, or a batch of never-activated sign-ups): their own rows deleted, the mail and SMS they were sent,
 * their rate-limit keys, their support messages and tickets and the invitations they sent; their details taken out of
 * the audit trail and of others' referral rows; their user rows pseudonymised (kept, because payment records
 * point at them). Each statement covers the whole batch (ADR 0056). The user rows are locked first, in
 * order; a row already gone is skipped. Answers the stored files to remove once the transaction has committed.
 */
export async function eraseAccounts(deps: AppDeps, tx: Transaction, userIds: readonly number[]): Promise<ErasedFiles> {
  const u = schema.users;
  // Every statement below finds the batch's rows through an index; the addresses a mail or an audit row
  // mentions are mostly none, which leaves the planner a default estimate of half those tables (ADR 0056).
  await planAsIndexLookups(tx);
  const users =
    userIds.length === 0
      ? []
      : await tx
          .select()
          .from(u)
          .where(inArray(u.id, [...userIds]))
          .orderBy(u.id)
          .for("update");
  if (users.length === 0) return { avatars: [], support: [], dataExports: [] };
  const ids = users.map((user) => user.id);
  const la = schema.loginAttempts;
  const ips = await tx.selectDistinct({ userId: la.userId, ip: la.ip }).from(la).where(inArray(la.userId, ids));
  const people: ErasedPerson[] = users.map((user) => ({
    userId: user.id,
    email: user.email,
    fullName: user.fullName,
    mobileNo: user.mobileNo,
    mobileKey: user.mobileNo ? mobileKey(user.mobileNo) : null,
    erasedEmail: erasedEmail(user.id),
    ips: [user.registrationIp, ...ips.filter((row) => row.userId === user.id).map((row) => row.ip)].filter((ip): ip is string => !!ip),
  }));

  const exports = await tx
    .delete(schema.dataExports)
    .where(inArray(schema.dataExports.userId, ids))
    .returning({ fileKey: schema.dataExports.fileKey });
  for (const table of OWN_ROWS) await tx.delete(table).where(inArray(table.userId, ids));
  await forgetPrivacyRequester(tx, ids, deps.now());
  const support = await eraseMentions(tx, people);
  const ticketFiles = await forgetTicketSenders(tx, people);

  await tx
    .update(u)
    .set({
      // The address erasedEmail(id) gives, written by the database for every row of the batch.
      email: sql`'erased-' || ${u.id} || '@erased.invalid'`,
      fullName: ERASED_NAME,
      mobileNo: "",
      city: "",
      passwordHash: null,
      isEmailVerified: false,
      gender: null,
      dateOfBirth: null,
      occupation: null,
      tradingExperience: null,
      country: null,
      state: null,
      otherCity: null,
      address: null,
      pinCode: null,
      profilePicture: null,
      subscriptionFlags: { newsletter: false, productUpdates: false, webinarInvites: false, offers: false, renewalReminders: false },
      registrationIp: null,
      utmSource: null,
      acquisition: null,
      partnerCode: null,
      landingFlags: null,
      brokerSource: null,
      brokerPotentials: null,
    })
    .where(inArray(u.id, ids));
  return {
    avatars: users.flatMap((user) => (user.profilePicture ? [user.profilePicture] : [])),
    // A form's files are both the support message's and its ticket's: each is removed once.
    support: [...new Set([...support, ...ticketFiles])],
    dataExports: exports.flatMap((row) => (row.fileKey ? [row.fileKey] : [])),
  };
}

/** Erases one account (a closure made final): eraseAccounts for a batch of one. */
export const eraseAccount = (deps: AppDeps, tx: Transaction, userId: number): Promise<ErasedFiles> => eraseAccounts(deps, tx, [userId]);

/** The stored files of erased accounts, removed after the erasure committed (a file store is not transactional). */
export async function removeErasedFiles(deps: AppDeps, files: ErasedFiles): Promise<void> {
  for (const name of files.avatars) await removeUpload(deps.files, "avatars", name);
  for (const name of files.support) await removeUpload(deps.files, "support", name);
  for (const key of files.dataExports) await deps.files.delete(key);
}
