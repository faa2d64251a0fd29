/**
 * docs/business-rules.md#api-payment SetPaymentString / GetUsersPaymentDetailString name a "payment detail string" and nothing more.
 * The meaning chosen here: before the customer's browser leaves for the payment gateway (or another tab's
 * manual-payment form), it parks what it will need on return — the encrypted payment request of docs/business-rules.md#payment-request-encryption,
 * or the selection it was paying for — under an id of its own choosing, and reads it back on the return
 * page, which may open in a fresh tab without the page's state. The server never interprets the string:
 * it is opaque, belongs to the caller, and is bounded so the store can't be used as free storage.
 */
export const PAYMENT_STRING_MAX_LENGTH = 4096;
export const PAYMENT_STRING_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A payment round trip takes minutes; a day covers a customer who comes back to an open tab the next morning. */
export const PAYMENT_STRING_TTL_MS = 24 * 60 * 60 * 1000;
/** Newest kept per customer; older ones are dropped when a new one is saved. */
export const PAYMENT_STRINGS_PER_USER = 10;

export interface PaymentDetailString {
  stringId: string;
  paymentDetailString: string;
  savedAt: string;
  expiresAt: string;
}

export function toPaymentDetailString(row: { stringId: string; value: string; savedAt: Date; expiresAt: Date }): PaymentDetailString {
  return {
    stringId: row.stringId,
    paymentDetailString: row.value,
    savedAt: row.savedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
