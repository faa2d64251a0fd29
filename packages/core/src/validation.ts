/** docs/business-rules.md#validation: the rules and their messages, verbatim, shared by the forms and the API. */
export const EMAIL_MAX_LENGTH = 45;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const MOBILE_MIN_DIGITS = 7;
export const MOBILE_MAX_DIGITS = 14;
/** Room for the number as typed: "+91 98765 43210" is longer than its digits. */
export const MOBILE_INPUT_MAX_LENGTH = 20;
export const FREE_TRIAL_DAYS = 7;

export const messages = {
  emailRequired: "Email is Required.",
  emailInvalid: "Invalid email.",
  emailTooLong: `Email can have at most ${EMAIL_MAX_LENGTH} characters.`,
  emailVendorDomain: (host: string) => `Email id with ${host} as domain are not allowed`,
  emailRegistered: (host: string) => `This Email Id is already registered in ${host}`,
  nameRequired: "Name is Required.",
  nameInvalid: "Invalid name.",
  mobileRequired: "Mobile number is required.",
  mobileInvalid: "Invalid mobile number.",
  cityRequired: "City is required.",
  cityInvalid: "Invalid city.",
  otherCityRequired: "Please enter your city.",
  activationCodeInvalid: "Invalid activation code.",
  passwordRequired: "Password is required.",
  passwordWeak: "Use at least 8 characters, with letters and at least one digit.",
} as const;

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/**
 * Names as Indians write them (docs/adr/0035-names-as-written.md): letters of any script with their
 * combining vowel signs (\p{M}, for Devanagari and other Indic names), spaces, and the dots, apostrophes
 * and hyphens of "K. Srinivas", "D'Souza" and "Anne-Marie". It starts with a letter and ends with a
 * letter, a sign or a dot ("Rao Jr.").
 */
const NAME_PATTERN = /^\p{L}(?:[\p{L}\p{M} .'’-]*[\p{L}\p{M}.])?$/u;
/** Said under every name field, so people know what the 'Invalid name.' rule wants. */
export const NAME_HINT = "Letters, spaces, dots, apostrophes and hyphens.";
export const MOBILE_HINT = "Your 10-digit mobile number. Spaces, a leading 0 or +91 are fine.";
const MOBILE_PATTERN = /^\d+$/;
const TEN_DIGIT_MOBILE_PATTERN = /^\d{10}$/;
const ACTIVATION_CODE_PATTERN = /^[1-9]{5}$/;
const CITY_PATTERN = /^[A-Za-z][A-Za-z ]*$/;

/** Each validator answers the first broken rule's message, or null when the value is fine. */
export type Validator = (value: string) => string | null;

export function validateEmail(value: string, vendorDomain: string): string | null {
  const email = value.trim();
  if (!email) return messages.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH) return messages.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return messages.emailInvalid;
  if (email.toLowerCase().includes(vendorDomain.toLowerCase())) return messages.emailVendorDomain(vendorDomain);
  return null;
}

export function validateName(value: string): string | null {
  const name = value.trim();
  if (!name) return messages.nameRequired;
  if (name.length < NAME_MIN_LENGTH || name.length > NAME_MAX_LENGTH || !NAME_PATTERN.test(name)) return messages.nameInvalid;
  return null;
}

/**
 * A mobile number as people type it ("98765 43210", "+91 98765 43210", "+919876543210", "098765 43210")
 * reduced to the digits the rules are about: spaces, dashes, dots and brackets go, then India's +91 / 0091
 * prefix or trunk 0 in front of a 10-digit number, then a leading + of another country's code. Anything
 * else is left as typed, so the rules still refuse it with their message.
 */
export function normalizeMobile(value: string): string {
  const compact = value.trim().replace(/[\s\-().]/g, "");
  const india = /^(?:\+91|0091|0|91)(\d{10})$/.exec(compact);
  if (india) return india[1]!;
  return compact.startsWith("+") ? compact.slice(1) : compact;
}

export function validateMobile(value: string): string | null {
  const mobile = normalizeMobile(value);
  if (!mobile) return messages.mobileRequired;
  if (!MOBILE_PATTERN.test(mobile) || mobile.length < MOBILE_MIN_DIGITS || mobile.length > MOBILE_MAX_DIGITS) return messages.mobileInvalid;
  return null;
}

/** docs/business-rules.md#other-patterns "other patterns": the 10-digit mobile used for SMS codes. */
export function isTenDigitMobile(value: string): boolean {
  return TEN_DIGIT_MOBILE_PATTERN.test(normalizeMobile(value));
}

/**
 * What a typed SMS code must look like before it is compared: 5 digits. The codes sent never hold a 0,
 * but a typed one with a 0 is a wrong code (with its tries left), not a malformed one (docs/business-rules.md#dead-end-links).
 */
export function isFiveDigitCode(value: string): boolean {
  return /^\d{5}$/.test(value.trim());
}

/** docs/business-rules.md#other-patterns: activation codes are 5 digits with no zero. */
export function isActivationCode(value: string): boolean {
  return ACTIVATION_CODE_PATTERN.test(value.trim());
}

export const OTHER_CITY = "Other";

/** docs/business-rules.md#city-rules: a city from the list is required, unless the choice is 'Other', which requires the typed city. */
export function validateCityChoice(city: string, otherCity: string): { city: string | null; otherCity: string | null } {
  if (!city.trim()) return { city: messages.cityRequired, otherCity: null };
  if (city !== OTHER_CITY) return { city: CITY_PATTERN.test(city.trim()) ? null : messages.cityInvalid, otherCity: null };
  if (!otherCity.trim()) return { city: null, otherCity: messages.otherCityRequired };
  return { city: null, otherCity: CITY_PATTERN.test(otherCity.trim()) ? null : messages.cityInvalid };
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function validateNewPassword(value: string): string | null {
  if (!value) return messages.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH || !/[A-Za-z]/.test(value) || !/\d/.test(value)) {
    return messages.passwordWeak;
  }
  return null;
}
