import { eq } from "drizzle-orm";
import { normalizeMobile } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { verificationCodeMail } from "../../../integrations/mail/code-mails.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { enqueueSms } from "../../../integrations/sms/enqueue-sms.ts";
import type { RegistrationExtras } from "./register-user.ts";
import type { SignUpConsentInput } from "../../privacy-consent/index.ts";
import { checkBuyerDetails, emailRegistered, registerBuyer } from "./register-buyer.ts";
import { findUserByEmail } from "./find-user-by-email.ts";
import { isUnclaimedSignUp } from "./unclaimed-sign-up.ts";
import { CODE_TTL_MS, issueVerificationCode } from "./verification-codes.ts";

const MINUTES = CODE_TTL_MS / 60_000;

export interface CodeSignUp extends SignUpConsentInput {
  FullName: string;
  Email: string;
  MobileNo: string;
  Via: "sms" | "email";
}

/**
 * docs/business-rules.md#sign-up-to-pay, with a one-time code: the account is created (as any checkout sign-up) and a 5-digit code
 * goes to the mobile by SMS or to the email; confirmSignUpCode signs it in. The code counts against the account's and the
 * destination's limits like every code (docs/business-rules.md#abuse-limits). Asking again before the code was entered sends a
 * new one, with the name and mobile as now typed.
 */
export async function sendSignUpCode(
  deps: AppDeps,
  input: CodeSignUp,
  extras: RegistrationExtras,
): Promise<{ message: string; sentTo: string }> {
  checkBuyerDetails(deps, input);
  const email = input.Email.trim();
  const mobile = normalizeMobile(input.MobileNo);
  const existing = await findUserByEmail(deps.db, email);
  if (existing && !(await isUnclaimedSignUp(deps.db, existing))) throw emailRegistered(deps);
  const userId = existing?.id ?? (await registerBuyer(deps, input, extras));
  const name = input.FullName.trim().replace(/\s+/g, " ");
  const sentTo = input.Via === "sms" ? mobile : email;
  await deps.db.transaction(async (tx) => {
    if (existing) await tx.update(schema.users).set({ fullName: name, mobileNo: mobile }).where(eq(schema.users.id, userId));
    const code = await issueVerificationCode(tx, { userId, purpose: "sign-up", target: sentTo, via: input.Via, now: deps.now() });
    if (input.Via === "email")
      await enqueueMail(tx, verificationCodeMail({ email, name, language: extras.language }, code, "sign-up", MINUTES));
    else
      await enqueueSms(tx, {
        to: mobile,
        kind: "verification-code",
        variables: { code, minutes: String(MINUTES) },
        text: `${code} is your Investar verification code to create your account. It is valid for ${MINUTES} minutes. Do not share it with anyone.`,
        secrets: [code],
      });
  });
  if (input.Via === "email") deps.mail.nudge();
  return { message: `We have sent a 5-digit code to ${sentTo}. It expires in ${MINUTES} minutes.`, sentTo };
}
