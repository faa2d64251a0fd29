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
  nameRequiredWithGstin: "Enter the business's legal name as registered for GST.",
  addressRequiredWithGstin: "With a GSTIN, enter the address of that registration: it is printed on the invoice.",
  cityRequiredWithGstin: "With a GSTIN, enter the city of that registration.",
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

type BillingField = keyof BillingDetails;

/**
 * docs/business-rules.md#billing-rules, ADR 0040: what a buyer must give. A consumer (no GSTIN) gives only
 * the country and state, the place of supply of a digital service sold to them (IGST Act s.12(2)(b)); name,
 * address, city, PIN and phone are optional, and an empty name is the account holder's on the invoice. A
 * business (a GSTIN) claims input tax credit on the invoice, which must carry its legal name and the
 * address of its registration (CGST Rules r.46(e)), so name, address, city and PIN are required too.
 * Phone is never required: no invoice prints it.
 */
export function requiredBillingFields(details: Pick<BillingDetails, "gstin">): ReadonlySet<BillingField> {
  return new Set<BillingField>(details.gstin === null ? ["country", "state"] : ["name", "address", "city", "state", "pinCode", "country"]);
}

/** Errors by field for normalised details; empty when they may be saved. */
export function validateBillingDetails(details: BillingDetails): FieldErrors<keyof BillingDetails> {
  const { country, state } = details;
  const required = requiredBillingFields(details);
  const hasGstin = details.gstin !== null;
  /** An optional field left empty is fine; a given one follows its rule. */
  const optional = (field: BillingField, check: () => string | null) => (!details[field] && !required.has(field) ? null : check());
  const errors: Record<keyof BillingDetails, string | null> = {
    name: optional("name", () => (hasGstin && !details.name ? billingMessages.nameRequiredWithGstin : validateName(details.name))),
    address: optional("address", () =>
      !details.address
        ? billingMessages.addressRequiredWithGstin
        : details.address.length > ADDRESS_MAX_LENGTH
          ? addressMessages.addressTooLong
          : null,
    ),
    // A billing city is typed, not picked from the short sample list: docs/business-rules.md#city-rules's rule for a typed ('Other') city.
    city: optional("city", () =>
      !details.city ? billingMessages.cityRequiredWithGstin : validateCityChoice(OTHER_CITY, details.city).otherCity,
    ),
    country: isCountry(country) ? null : addressMessages.countryRequired,
    state: !isCountry(country)
      ? null
      : !state
        ? addressMessages.stateRequired
        : isKnownState(country, state)
          ? null
          : addressMessages.stateInvalid,
    pinCode: isCountry(country) ? optional("pinCode", () => validatePinCode(country, details.pinCode || null)) : null,
    phone: optional("phone", () => validateMobile(details.phone)),
    gstin: !hasGstin ? null : country !== "India" ? billingMessages.gstinOnlyIndia : validateGstinForState(details.gstin!, state),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<keyof BillingDetails>;
}

/** The postal part of billing details, as the profile's contact details hold it too (the city typed out). */
export type PostalAddress = Pick<BillingDetails, "address" | "city" | "state" | "pinCode" | "country">;

/**
 * docs/business-rules.md#billing-rules, ADR 0040: saving billing details offers to put their address in the profile when the
 * profile could take it (it needs country, state, city and PIN) and it is not already the profile's address.
 */
export function offersProfileUpdate(details: PostalAddress, profile: PostalAddress): boolean {
  const complete = Boolean(details.country && details.state && details.city && details.pinCode);
  const same = (["address", "city", "state", "pinCode", "country"] as const).every(
    (field) => squeeze(details[field]).toLowerCase() === squeeze(profile[field]).toLowerCase(),
  );
  return complete && !same;
}
