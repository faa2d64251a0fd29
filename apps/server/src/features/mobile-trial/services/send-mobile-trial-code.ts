import { isTenDigitMobile, messages, normalizeMobile } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { enqueueSms } from "../../../integrations/sms/enqueue-sms.ts";
import { maskMobile } from "../../profile/index.ts";
import { findUserRow } from "../../profile/index.ts";
import { CODE_TTL_MS, issueVerificationCode } from "../../accounts/index.ts";
import { smsDestination } from "../../messaging/index.ts";
import { assertMobileTrialAvailable, assertTrialNumberUnused, MOBILE_TRIAL_DAYS } from "./mobile-trial-eligibility.ts";

/**
 * GET payment/SendVerificationCode with isForMobileTrial=true: a 5-digit code by SMS to the number that
 * will confirm the mobile app trial. The number may differ from the account's (ActivateMobileTrial then
 * saves it); the code is bound to the number it was sent to.
 */
export async function sendMobileTrialCode(deps: AppDeps, userId: number, mobileNumber: string): Promise<{ message: string }> {
  const mobile = normalizeMobile(mobileNumber);
  if (!isTenDigitMobile(mobile)) throw badRequest(messages.mobileInvalid, { mobileNumber: [messages.mobileInvalid] });
  await findUserRow(deps.db, userId);
  await assertMobileTrialAvailable(deps.db, userId);
  // No SMS for a number that can no longer start a trial.
  await assertTrialNumberUnused(deps.db, smsDestination(mobile));
  const minutes = CODE_TTL_MS / 60_000;
  await deps.db.transaction(async (tx) => {
    const code = await issueVerificationCode(tx, { userId, purpose: "mobile-trial", target: mobile, via: "sms", now: deps.now() });
    await enqueueSms(tx, {
      to: mobile,
      kind: "mobile-trial-code",
      variables: { code, days: String(MOBILE_TRIAL_DAYS), minutes: String(minutes) },
      text: `${code} is your Investar code to start your ${MOBILE_TRIAL_DAYS}-day mobile app trial. It is valid for ${minutes} minutes. Do not share it with anyone.`,
      secrets: [code],
    });
  });
  return { message: `We have sent a 5-digit code to ${maskMobile(mobile)}. It is valid for ${minutes} minutes.` };
}
