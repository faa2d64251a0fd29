/**
 * Which option a pricing error belongs to (docs/business-rules.md#pricing-error-codes): a refused coupon or a licence problem is said
 * under its own field, where the customer fixes it, rather than in place of the price. Errors about
 * the whole selection (edition, add-ons, expiry mode) stay in the price panel.
 */
import type { PricingErrorCode } from "@investar/core";
import type { ConfirmedQuote } from "./use-confirmed-quote.ts";

export interface FieldErrors {
  coupon: string | null;
  /** The number of licences. */
  licences: string | null;
  licenceType: string | null;
}

/** The fields' ids and names, for the panel's link to the field that holds the price back. */
export const FIELDS = {
  coupon: { id: "couponCode", name: "coupon code" },
  licences: { id: "noOfLicenses", name: "number of licences" },
  licenceType: { id: "licenseType-Simultaneous", name: "licence type" },
} as const;

const FIELD_OF_CODE: Partial<Record<PricingErrorCode, keyof FieldErrors>> = {
  InvalidLicenseNumber: "licences",
  SelectLicenseType: "licenceType",
};

/** The field the shown error belongs to, or null when it is about the whole selection (or there is none). */
export function erroneousField(quote: ConfirmedQuote): keyof FieldErrors | null {
  return quote.outcome.ok ? null : (FIELD_OF_CODE[quote.outcome.error.code] ?? null);
}

export function fieldErrors(quote: ConfirmedQuote): FieldErrors {
  const field = erroneousField(quote);
  const message = quote.outcome.ok ? null : quote.outcome.error.message;
  return {
    coupon: quote.couponError?.message ?? null,
    licences: field === "licences" ? message : null,
    licenceType: field === "licenceType" ? message : null,
  };
}
