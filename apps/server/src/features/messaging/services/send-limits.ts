import { codeDestination, limitRules } from "@investar/core";
import { badRequest } from "../../../errors.ts";
import type { LimitHit } from "./take-limits.ts";

/**
 * The counters every route that sends something takes a hit from (docs/business-rules.md#abuse-limits), so the limits hold
 * whichever route an attacker picks: one address for account mails, one number and one account for codes.
 */
export const mailHit = (address: string): LimitHit => ({ rule: limitRules.mailsPerAddress, key: address.trim().toLowerCase() });

export const accountCodeHit = (userId: number): LimitHit => ({ rule: limitRules.codesPerAccount, key: `user:${userId}` });

/** The E.164 form of a number a code may go to; 400 with core's message for anything else (nothing is sent). */
export function smsDestination(mobile: string, field = "mobileNumber"): string {
  const destination = codeDestination(mobile);
  if (!destination.ok) throw badRequest(destination.message, { [field]: [destination.message] });
  return destination.e164;
}

export const mobileCodeHit = (e164: string): LimitHit => ({ rule: limitRules.codesPerMobile, key: e164 });
