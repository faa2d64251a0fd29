import { eq, or, sql } from "drizzle-orm";
import { containsPattern, mobileKey } from "@investar/core";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";
import type { AppDeps } from "../../../deps.ts";
import { removeUpload } from "../../../integrations/storage/upload-store.ts";
import { forgetPrivacyRequester } from "../../privacy-requests/index.ts";

/** What an erased account's row says instead of its owner's details; the address is unique per account and cannot receive mail. */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;
export const ERASED_NAME = "Erased account";
const ERASED = "[erased]";

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
  avatar: string | null;
  support: string[];
  /** Copies of the customer's data they asked for (the privacy page's download), still in the file store. */
  dataExports: string[];
}

/**
 * Erases one account for good, in the caller's transaction (the privacy pass's, once the closure's 7 days
 * have passed): its own rows deleted, the mail and SMS it was sent, its rate-limit keys, its support
 * messages and the invitations it sent; its details taken out of the audit trail and of others' referral
 * rows; its user row pseudonymised (kept, because payment records point at it). Answers the stored files
 * to remove once the transaction has committed.
 */
export async function eraseAccount(deps: AppDeps, tx: Transaction, userId: number): Promise<ErasedFiles> {
  const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, userId)).for("update");
  if (!user) return { avatar: null, support: [], dataExports: [] };
  const email = user.email.toLowerCase();
  const mobile = user.mobileNo ? mobileKey(user.mobileNo) : null;
  const ips = await tx
    .selectDistinct({ ip: schema.loginAttempts.ip })
    .from(schema.loginAttempts)
    .where(eq(schema.loginAttempts.userId, userId));

  const exports = await tx
    .delete(schema.dataExports)
    .where(eq(schema.dataExports.userId, userId))
    .returning({ fileKey: schema.dataExports.fileKey });
  for (const table of OWN_ROWS) await tx.execute(sql`delete from ${table} where ${table.userId} = ${userId}`);
  await forgetPrivacyRequester(tx, userId, deps.now());
  const mail = schema.mailOutbox;
  // Mail to the customer, and staff mail about them (a support request, a payment to check). Both tests
  // are indexed (the address, and a trigram index on the text: ADR 0056), so an erasure reads the few mails
  // it deletes, not the whole outbox.
  await tx.delete(mail).where(or(sql`lower(${mail.to}) = ${email}`, sql`lower(${mail.text}) like ${containsPattern(email)}`));
  if (mobile) await tx.delete(schema.smsOutbox).where(or(eq(schema.smsOutbox.to, mobile), eq(schema.smsOutbox.to, user.mobileNo)));
  const keys = [
    email,
    `user:${userId}`,
    ...(mobile ? [mobile] : []),
    ...[user.registrationIp, ...ips.map((row) => row.ip)].filter((ip): ip is string => !!ip),
  ];
  // A limit's key is the value itself or ends with it after a colon ("ip:…", "{device}:user:{id}").
  for (const key of keys)
    for (const table of [schema.rateLimitHits, schema.rateLimitCounters])
      await tx.delete(table).where(or(eq(table.key, key), sql`right(${table.key}, ${key.length + 1}) = ${`:${key}`}`));
  const s = schema.supportMessages;
  const support = await tx
    .delete(s)
    .where(or(eq(s.userId, userId), sql`lower(${s.email}) = ${email}`))
    .returning({ attachments: s.attachments });
  await tx.delete(schema.referrals).where(eq(schema.referrals.refereeId, userId));
  await tx
    .update(schema.referrals)
    .set({ email: erasedEmail(userId) })
    .where(sql`lower(${schema.referrals.email}) = ${email}`);
  for (const value of [user.email, email, user.fullName, user.mobileNo].filter((v) => v.trim().length >= 4)) {
    // Inside JSON the value is escaped as a JSON string is; the replacement needs no escaping.
    const inJson = JSON.stringify(value).slice(1, -1);
    // LIKE, not position(): the trigram index on the details' text finds the rows (ADR 0056).
    await tx.execute(
      sql`update ${schema.auditLog} set details = replace(details::text, ${inJson}, ${ERASED})::jsonb where details::text like ${containsPattern(inJson)}`,
    );
  }

  await tx
    .update(schema.users)
    .set({
      email: erasedEmail(userId),
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
    .where(eq(schema.users.id, userId));
  return {
    avatar: user.profilePicture,
    support: support.flatMap((row) => row.attachments),
    dataExports: exports.flatMap((row) => (row.fileKey ? [row.fileKey] : [])),
  };
}

/** The stored files of an erased account, removed after the erasure committed (a file store is not transactional). */
export async function removeErasedFiles(deps: AppDeps, files: ErasedFiles): Promise<void> {
  await removeUpload(deps.files, "avatars", files.avatar);
  for (const name of files.support) await removeUpload(deps.files, "support", name);
  for (const key of files.dataExports) await deps.files.delete(key);
}
