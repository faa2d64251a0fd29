import { isTenDigitMobile, messages, normalizeMobile } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { enqueueSms } from "../../../integrations/sms/enqueue-sms.ts";
import { CODE_TTL_MS, issueVerificationCode } from "../../accounts/index.ts";
import { findUserRow } from "./get-profile.ts";

/** Shows where the code went without echoing the whole number into logs and screenshots. */
export const maskMobile = (mobile: string) => `${"*".repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

/**
 * GET auth/GetVerificationCode: a new 5-digit code for changing the mobile number, sent by SMS to the
 * new number (docs/business-rules.md#other-patterns's 10-digit pattern). Only the code's hash is stored; the SMS rides the outbox.
 */
export async function sendMobileVerificationCode(deps: AppDeps, userId: number, mobileNumber: string): Promise<{ message: string }> {
  const mobile = normalizeMobile(mobileNumber);
  if (!isTenDigitMobile(mobile)) throw badRequest(messages.mobileInvalid, { mobileNumber: [messages.mobileInvalid] });
  const user = await findUserRow(deps.db, userId);
  if (user.mobileNo === mobile)
    throw badRequest("This is already your mobile number.", { mobileNumber: ["This is already your mobile number."] });
  const minutes = CODE_TTL_MS / 60_000;
  await deps.db.transaction(async (tx) => {
    const code = await issueVerificationCode(tx, { userId, purpose: "mobile-change", target: mobile, via: "sms", now: deps.now() });
    await enqueueSms(tx, {
      to: mobile,
      kind: "verification-code",
      variables: { code, minutes: String(minutes) },
      text: `${code} is your Investar verification code to change your mobile number. It is valid for ${minutes} minutes. Do not share it with anyone.`,
      secrets: [code],
    });
  });
  return { message: `We have sent a 5-digit code to ${maskMobile(mobile)}. It is valid for ${minutes} minutes.` };
}
