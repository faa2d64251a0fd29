/**
 * docs/business-rules.md#manual-payment-rejection: staff reject a manual payment they cannot find with a
 * reason the customer reads (on My Subscription and in the rejection mail), so it must say something a
 * customer can act on, and fit the mail and the page.
 */
export const REJECTION_REASON_MIN_LENGTH = 10;
export const REJECTION_REASON_MAX_LENGTH = 500;

export type RejectionReasonCheck = { ok: true; value: string } | { ok: false; message: string };

/** The reason as it is kept (trimmed, inner runs of spaces made one), or core's message for the field. */
export function checkRejectionReason(input: string): RejectionReasonCheck {
  const value = input.trim().replace(/[ \t]+/g, " ");
  if (value === "") return { ok: false, message: "Please give the reason: the customer reads it." };
  if (value.length < REJECTION_REASON_MIN_LENGTH)
    return {
      ok: false,
      message: `Please say a little more: at least ${REJECTION_REASON_MIN_LENGTH} characters, as the customer reads it.`,
    };
  if (value.length > REJECTION_REASON_MAX_LENGTH)
    return { ok: false, message: `The reason can have at most ${REJECTION_REASON_MAX_LENGTH} characters.` };
  return { ok: true, value };
}

/** What a customer whose payment was rejected is told to do next (the mail and My Subscription say the same), given support's address. */
export function rejectedPaymentNextSteps(supportEmail: string): string {
  return `If the money did leave your account, write to ${supportEmail} with the order number and your bank statement or a screenshot of the payment, and we will look again. If it did not, nothing was taken: you can buy again from the checkout.`;
}
