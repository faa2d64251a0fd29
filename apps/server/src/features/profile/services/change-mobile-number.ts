import { eq } from "drizzle-orm";
import { isFiveDigitCode, isTenDigitMobile, messages, normalizeMobile } from "@investar/core";
import { profileMessages } from "@investar/core/profile";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { throwIfInvalid } from "../../../errors.ts";
import { codeRefusalMessage, consumeVerificationCode } from "../../accounts/index.ts";

/**
 * POST user/SaveMobileNumberProfile: the number changes only with the code sent to that very number,
 * which is used up here exactly once. A wrong guess still spends an attempt (the check commits first).
 */
export async function changeMobileNumber(
  deps: AppDeps,
  userId: number,
  mobileNumber: string,
  verificationCode: string,
): Promise<{ mobileNumber: string }> {
  const mobile = normalizeMobile(mobileNumber);
  const code = verificationCode.trim();
  throwIfInvalid({
    mobileNumber: isTenDigitMobile(mobile) ? null : messages.mobileInvalid,
    verificationCode: isFiveDigitCode(code) ? null : profileMessages.verificationCodeInvalid,
  });
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await consumeVerificationCode(tx, { userId, purpose: "mobile-change", code, now: deps.now(), target: mobile });
    if (check.ok) await tx.update(schema.users).set({ mobileNo: mobile }).where(eq(schema.users.id, userId));
    return check;
  });
  if (!outcome.ok) throw badRequest(codeRefusalMessage(outcome), { verificationCode: [codeRefusalMessage(outcome)] });
  return { mobileNumber: mobile };
}
