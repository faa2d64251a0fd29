/**
 * The payment form's billing details (docs/business-rules.md#billing-details UsersPaymentFormDetails / SetUserPaymentFormDetails):
 * who the tax invoice is made out to. Rules and messages shared by the form and the server.
 * Imported as "@investar/core/billing-details".
 */
import { stateNameOfCode } from "./invoices/gst-states.ts";
import { gstinCheckCharacter } from "./invoices/gstin.ts";
import { isCountry, isKnownState } from "./locations.ts";
import { ADDRESS_MAX_LENGTH, addressMessages, validatePinCode } from "./addresses.ts";
import type { FieldErrors } from "./profile.ts";
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
  gstinStateMismatch: (registeredIn: string, state: string) =>
    `This GSTIN is registered in ${registeredIn}, not ${state}: give the address of that registration.`,
} as const;

/** Two-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Null when `value` is a well-formed GSTIN (upper case, see normaliseBillingDetails), else the message. */
export function validateGstin(value: string): string | null {
  if (!GSTIN_PATTERN.test(value)) return billingMessages.gstinInvalid;
  // A typo in one character is caught here instead of on a tax invoice that can't be corrected.
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) return billingMessages.gstinChecksum;
  // Two digits that name no state pass the check character but can't give the invoice its place of supply.
  return stateNameOfCode(value.slice(0, 2)) ? null : billingMessages.gstinInvalid;
}

/**
 * A GSTIN belongs to one state's registration, and the invoice's place of supply is that state (IGST Act
 * s.12(2)(a)). An address in another state is almost always the wrong registration or a mistyped code,
 * and would print an invoice whose address and place of supply disagree.
 */
function validateGstinForState(gstin: string, state: string): string | null {
  const problem = validateGstin(gstin);
  if (problem || !isKnownState("India", state)) return problem;
  const registeredIn = stateNameOfCode(gstin.slice(0, 2))!;
  return registeredIn.toLowerCase() === state.toLowerCase() ? null : billingMessages.gstinStateMismatch(registeredIn, state);
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
        ? addressMessages.addressTooLong
        : null,
    // A billing city is typed, not picked from the short sample list: docs/business-rules.md#city-rules's rule for a typed ('Other') city.
    city: validateCityChoice(OTHER_CITY, details.city).otherCity,
    country: isCountry(country) ? null : addressMessages.countryRequired,
    state: !isCountry(country)
      ? null
      : !state
        ? addressMessages.stateRequired
        : isKnownState(country, state)
          ? null
          : addressMessages.stateInvalid,
    pinCode: isCountry(country) ? validatePinCode(country, details.pinCode || null) : null,
    phone: validateMobile(details.phone),
    gstin:
      details.gstin === null ? null : country !== "India" ? billingMessages.gstinOnlyIndia : validateGstinForState(details.gstin, state),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<keyof BillingDetails>;
}
