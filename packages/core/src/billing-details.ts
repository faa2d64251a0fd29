/**
 * The payment form's billing details (docs/business-rules.md#billing-details UsersPaymentFormDetails / SetUserPaymentFormDetails):
 * who the tax invoice is made out to. Rules and messages shared by the form and the server.
 * Imported as "@investar/core/billing-details".
 */
import { gstinCheckCharacter } from "./invoices/gstin.ts";
import { isCountry, isKnownState } from "./locations.ts";
import { ADDRESS_MAX_LENGTH, profileMessages, validatePinCode, type FieldErrors } from "./profile.ts";
import { normalizeMobile, OTHER_CITY, validateCityChoice, validateMobile, validateName } from "./validation.ts";

export interface BillingDetails {
  name: string;
  address: string;
  city: string;
  state: string;
  pinCode: string;
  country: string;
  phone: string;
  /** Optional: the buyer's GST registration, printed on the invoice. */
  gstin: string | null;
}

export const billingMessages = {
  addressRequired: "Address is required.",
  gstinInvalid: "Enter a valid 15-character GSTIN, such as 27AAPFU0939F1ZV.",
  gstinChecksum: "This GSTIN's last character does not match the rest; please check it.",
  gstinOnlyIndia: "A GSTIN can be given only for an address in India.",
} as const;

/** Two-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Null when `value` is a well-formed GSTIN (upper case, see normaliseBillingDetails), else the message. */
export function validateGstin(value: string): string | null {
  if (!GSTIN_PATTERN.test(value)) return billingMessages.gstinInvalid;
  // A typo in one character is caught here instead of on a tax invoice that can't be corrected.
  return gstinCheckCharacter(value.slice(0, 14)) === value[14] ? null : billingMessages.gstinChecksum;
}

const squeeze = (value: string | null | undefined) => (value ?? "").trim().replace(/\s+/g, " ");

export function normaliseBillingDetails(input: Partial<Record<keyof BillingDetails, string | null>>): BillingDetails {
  const gstin = (input.gstin ?? "").replace(/\s+/g, "").toUpperCase();
  return {
    name: squeeze(input.name),
    address: squeeze(input.address),
    city: squeeze(input.city),
    state: squeeze(input.state),
    pinCode: squeeze(input.pinCode),
    country: squeeze(input.country),
    phone: normalizeMobile(input.phone ?? ""),
    gstin: gstin === "" ? null : gstin,
  };
}

/** Errors by field for normalised details; empty when they may be saved. */
export function validateBillingDetails(details: BillingDetails): FieldErrors<keyof BillingDetails> {
  const { country, state } = details;
  const errors: Record<keyof BillingDetails, string | null> = {
    name: validateName(details.name),
    address: !details.address
      ? billingMessages.addressRequired
      : details.address.length > ADDRESS_MAX_LENGTH
        ? profileMessages.addressTooLong
        : null,
    // A billing city is typed, not picked from the short sample list: docs/business-rules.md#city-rules's rule for a typed ('Other') city.
    city: validateCityChoice(OTHER_CITY, details.city).otherCity,
    country: isCountry(country) ? null : profileMessages.countryRequired,
    state: !isCountry(country)
      ? null
      : !state
        ? profileMessages.stateRequired
        : isKnownState(country, state)
          ? null
          : profileMessages.stateInvalid,
    pinCode: isCountry(country) ? validatePinCode(country, details.pinCode || null) : null,
    phone: validateMobile(details.phone),
    gstin: details.gstin === null ? null : country !== "India" ? billingMessages.gstinOnlyIndia : validateGstin(details.gstin),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<keyof BillingDetails>;
}
