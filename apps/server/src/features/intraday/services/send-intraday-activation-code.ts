import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, conflict, notFound } from "../../../errors.ts";
import { verificationCodeMail } from "../../../integrations/mail/code-mails.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { enqueueSms } from "../../../integrations/sms/enqueue-sms.ts";
import { CODE_TTL_MS, issueVerificationCode } from "../../accounts/index.ts";
import { maskEmail, maskMobile } from "./mask-contact.ts";

const MINUTES = CODE_TTL_MS / 60_000;

/**
 * GetIntradayActivationCode: a 5-digit code by email or SMS, only ever to the address or number already on
 * the account (the caller must type it), so a stolen session cannot route the code elsewhere.
 */
export async function sendIntradayActivationCode(
  deps: AppDeps,
  userId: number,
  mobileOrEmail: string,
  isEmail: boolean,
): Promise<{ message: string; sentTo: string }> {
  const typed = mobileOrEmail.trim();
  const outcome = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, userId));
    if (!user) throw notFound("No such user.");
    if (user.intradayActivatedAt) throw conflict("Intraday is already activated on this account.");
    if (isEmail && typed.toLowerCase() !== user.email.toLowerCase()) {
      throw badRequest("We can only send the code to the email address on your account.", {
        mobileOrEmail: ["Enter the email address of your account."],
      });
    }
    if (!isEmail && !user.mobileNo)
      throw badRequest("There is no mobile number on your account. Add one on My Profile, or get the code by email.");
    if (!isEmail && typed.replace(/[\s-]/g, "") !== user.mobileNo) {
      throw badRequest("We can only send the code to the mobile number on your account.", {
        mobileOrEmail: ["Enter the mobile number of your account."],
      });
    }
    const now = deps.now();
    const target = isEmail ? user.email : user.mobileNo;
    const code = await issueVerificationCode(tx, { userId, purpose: "intraday", target, via: isEmail ? "email" : "sms", now });
    if (isEmail)
      await enqueueMail(
        tx,
        verificationCodeMail({ email: user.email, name: user.fullName, language: user.language }, code, "intraday activation", MINUTES),
      );
    else
      await enqueueSms(tx, {
        to: user.mobileNo,
        kind: "intraday-activation",
        variables: { code, minutes: String(MINUTES) },
        text: `Your Investar intraday activation code is ${code}. It expires in ${MINUTES} minutes. Do not share it.`,
        secrets: [code],
      });
    return isEmail ? maskEmail(user.email) : maskMobile(user.mobileNo);
  });
  if (isEmail) deps.mail.nudge();
  return { message: `We have sent a 5-digit code to ${outcome}. It expires in ${MINUTES} minutes.`, sentTo: outcome };
}
