import { openSealedText, sealText } from "./sealed-text.ts";

/**
 * The `rid` of a referral sign-up link (docs/business-rules.md#referral-link): the invitee's email, sealed
 * (sealed-text.ts) so the address does not sit readable in links and logs, and authenticated so a tampered
 * link is refused rather than decoded into someone else's address.
 */
const PURPOSE = "referral-email";

export const encryptReferralEmail = (secret: string, email: string): string => sealText(secret, PURPOSE, email);

/** The email inside a `rid`, or null for anything we did not produce (tampered, truncated, other key). */
export const decryptReferralEmail = (secret: string, value: string): string | null => openSealedText(secret, PURPOSE, value);
