import { and, eq, sql } from "drizzle-orm";
import { messages, validateEmail } from "@investar/core";
import { isLanguage, localizedHref } from "@investar/core/i18n/languages";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { encryptReferralEmail } from "../../../auth/referral-cipher.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { referralInviteMail } from "../../../integrations/mail/referral-mails.ts";
import { findUserByEmail } from "../../accounts/index.ts";
import { toReferralEntry, type ReferralEntry } from "./list-referrals.ts";

export interface ReferralOutcome {
  referral: ReferralEntry;
  /** True when this address was already on the list: nothing new was stored or sent. */
  alreadyInvited: boolean;
  message: string;
}

/**
 * The sign-up link an invitation carries: the invitee's address, encrypted, as `rid` (docs/business-rules.md#referral-link),
 * on the sign-up page in the mail's language, so a Hindi invitation opens /hi/user/sign-up (ADR 0060).
 */
export function referralSignUpLink(deps: AppDeps, email: string, language?: string | null): string {
  const page = localizedHref("/user/sign-up", isLanguage(language) ? language : "en");
  return `${deps.config.publicUrl}${page}?rid=${encryptReferralEmail(deps.config.sessionSecret!, email)}`;
}

/**
 * AddReferral: invite a friend by email. Refuses the inviter's own address and addresses that already have
 * an account; inviting the same address twice keeps the one invitation (and sends no second mail).
 */
export async function addReferral(deps: AppDeps, refereeId: number, emailAddress: string): Promise<ReferralOutcome> {
  const problem = validateEmail(emailAddress, deps.config.vendorEmailDomain);
  if (problem) throw badRequest(problem, { emailAddress: [problem] });
  const email = emailAddress.trim();
  const now = deps.now();

  const outcome = await deps.db.transaction(async (tx) => {
    // Locking the inviter's row serialises their invitations, so two quick clicks cannot store the address twice.
    const [referee] = await tx.select().from(schema.users).where(eq(schema.users.id, refereeId)).for("update");
    if (!referee) throw notFound("No such user.");
    if (referee.email.toLowerCase() === email.toLowerCase())
      throw badRequest("You cannot refer your own email address.", { emailAddress: ["You cannot refer your own email address."] });
    if (await findUserByEmail(tx, email)) {
      const registered = messages.emailRegistered(deps.config.vendorEmailDomain);
      throw badRequest(registered, { emailAddress: [registered] });
    }
    const t = schema.referrals;
    const [existing] = await tx
      .select()
      .from(t)
      .where(and(eq(t.refereeId, refereeId), eq(sql`lower(${t.email})`, email.toLowerCase())))
      .limit(1);
    if (existing)
      return { referral: toReferralEntry(existing), alreadyInvited: true, message: `You have already invited ${existing.email}.` };
    const [row] = await tx.insert(t).values({ refereeId, email, invitedAt: now, updatedAt: now }).returning();
    await enqueueMail(tx, referralInviteMail(email, referee.fullName, referralSignUpLink(deps, email, referee.language), referee.language));
    return { referral: toReferralEntry(row!), alreadyInvited: false, message: `We have sent your invitation to ${email}.` };
  });
  if (!outcome.alreadyInvited) deps.mail.nudge();
  return outcome;
}
