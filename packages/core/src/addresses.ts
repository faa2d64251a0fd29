/**
 * The postal address rules the profile's contact form (profile.ts) and the invoice's billing details
 * (billing-details.ts) share. Apart from profile.ts so that CustomizeSubscription, which asks only for
 * billing details, does not ship the profile's rules and city lists to the browser (ADR 0018).
 * Imported as "@investar/core/addresses"; profile.ts re-exports it.
 */
import type { Country } from "./locations.ts";

export const ADDRESS_MAX_LENGTH = 200;

export const addressMessages = {
  countryRequired: "Select a country.",
  stateRequired: "Select a state.",
  stateInvalid: "Select a state from the list.",
  addressTooLong: `Address can have at most ${ADDRESS_MAX_LENGTH} characters.`,
  pinCodeRequired: (country: Country) => (country === "USA" ? "ZIP code is required." : "PIN code is required."),
  pinCodeInvalid: (country: Country) => (country === "USA" ? "ZIP code must be 5 digits." : "PIN code must be 6 digits."),
} as const;

const POSTAL_CODE: Record<Country, RegExp> = { India: /^[1-9]\d{5}$/, USA: /^\d{5}$/ };

export function postalCodeLabel(country: string | null): string {
  return country === "USA" ? "ZIP code" : "PIN code";
}

export function validatePinCode(country: Country, value: string | null): string | null {
  if (!value) return addressMessages.pinCodeRequired(country);
  return POSTAL_CODE[country].test(value) ? null : addressMessages.pinCodeInvalid(country);
}
