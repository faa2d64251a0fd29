import { ADDRESS_MAX_LENGTH, addressMessages, validatePinCode } from "./addresses.ts";
import { citiesOf } from "./cities.ts";
import { isCountry, isKnownState } from "./locations.ts";
import { OTHER_CITY, validateCityChoice, validateName } from "./validation.ts";

/**
 * The my-profile forms' rules and messages (docs/business-rules.md#profile-rules), run by the page and again by the server.
 * Imported as "@investar/core/profile"; docs/business-rules.md#validation's own rules stay in validation.ts.
 */
export const GENDERS = ["Male", "Female", "Other"] as const;
export const OCCUPATIONS = ["Salaried", "Self-employed", "Business", "Professional", "Student", "Retired", "Homemaker", "Other"] as const;
export const TRADING_EXPERIENCE = ["Less than 1 year", "1 to 3 years", "3 to 5 years", "5 to 10 years", "More than 10 years"] as const;
export const MIN_MEMBER_AGE = 18;
/** Beyond this the date is a typo, not a member. */
export const MAX_MEMBER_AGE = 120;
export { ADDRESS_MAX_LENGTH, postalCodeLabel, validatePinCode } from "./addresses.ts";

export const profileMessages = {
  genderInvalid: "Select a gender from the list.",
  dateOfBirthInvalid: "Enter the date of birth as a date (YYYY-MM-DD).",
  dateOfBirthFuture: "Date of birth cannot be in the future.",
  dateOfBirthTooYoung: `You must be at least ${MIN_MEMBER_AGE} years old.`,
  dateOfBirthTooOld: "Please check the year of birth.",
  occupationInvalid: "Select an occupation from the list.",
  tradingExperienceInvalid: "Select your trading experience from the list.",
  ...addressMessages,
  cityNotListed: "Select a city from the list, or choose Other and type it.",
  verificationCodeInvalid: "Enter the 5-digit code from the SMS.",
  currentPasswordRequired: "Enter your current password to change your email address.",
  /** The retired GET auth/UpdateEmailAddress (an old link or client): nothing changed, here is how. */
  emailChangeNeedsConfirmation:
    "Nothing was changed. To change your login email, open My Profile (/my-investar/my-profile), enter the new address and your current password, and press the button to confirm.",
  currentPasswordWrong: "The current password is not correct.",
} as const;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface MemberInfo {
  fullName: string;
  gender: string | null;
  dateOfBirth: string | null;
  occupation: string | null;
  tradingExperience: string | null;
}

export interface ContactInfo {
  country: string | null;
  state: string | null;
  /** A listed city, or 'Other' with the typed name in otherCity (docs/business-rules.md#city-rules). */
  city: string | null;
  otherCity: string | null;
  address: string | null;
  pinCode: string | null;
}

export interface SubscriptionFlags {
  newsletter: boolean;
  productUpdates: boolean;
  webinarInvites: boolean;
  offers: boolean;
  /** Mails before and at the subscription's expiry and the trial's end (ADR 0026). */
  renewalReminders: boolean;
}

/** Everything the my-profile page shows, read in one go by its loader. */
export interface AccountProfile {
  userId: number;
  email: string;
  isEmailVerified: boolean;
  mobileNumber: string;
  member: MemberInfo;
  contact: ContactInfo;
  subscriptionFlags: SubscriptionFlags;
  /** Changes whenever the picture does (for cache-busting its URL); null without a picture. */
  pictureVersion: string | null;
}

/** Empty text means "not given": forms send "" for an untouched select. */
const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
};

export function normaliseMemberInfo(input: Partial<Record<keyof MemberInfo, string | null>>): MemberInfo {
  return {
    fullName: (input.fullName ?? "").trim().replace(/\s+/g, " "),
    gender: blankToNull(input.gender),
    dateOfBirth: blankToNull(input.dateOfBirth),
    occupation: blankToNull(input.occupation),
    tradingExperience: blankToNull(input.tradingExperience),
  };
}

export function normaliseContactInfo(input: Partial<Record<keyof ContactInfo, string | null>>): ContactInfo {
  const city = blankToNull(input.city);
  return {
    country: blankToNull(input.country),
    state: blankToNull(input.state),
    city,
    // A typed city only means something when the choice is 'Other'.
    otherCity: city === OTHER_CITY ? (blankToNull(input.otherCity)?.replace(/\s+/g, " ") ?? null) : null,
    address: blankToNull(input.address),
    pinCode: blankToNull(input.pinCode),
  };
}

/** Building a formatter costs far more than formatting with it: one per time zone, made once (ADR 0057). */
const isoDateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date (yyyy-mm-dd) where the members are: ages turn over at Indian midnight. */
export function isoDateIn(now: Date, timeZone = "Asia/Kolkata"): string {
  let format = isoDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    isoDateFormats.set(timeZone, format);
  }
  return format.format(now);
}

function parseIsoDate(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Rejects 2023-02-30 and the like, which Date would roll over into March.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Whole years from `birth` to `today`, both yyyy-mm-dd. */
function ageOn(birth: { y: number; m: number; d: number }, today: { y: number; m: number; d: number }): number {
  const hadBirthday = today.m > birth.m || (today.m === birth.m && today.d >= birth.d);
  return today.y - birth.y - (hadBirthday ? 0 : 1);
}

/** `today` is yyyy-mm-dd (see isoDateIn); an empty date of birth is allowed. */
export function validateDateOfBirth(value: string | null, today: string): string | null {
  if (value === null || value === "") return null;
  const birth = parseIsoDate(value);
  const now = parseIsoDate(today);
  if (!birth || !now) return profileMessages.dateOfBirthInvalid;
  if (value > today) return profileMessages.dateOfBirthFuture;
  const age = ageOn(birth, now);
  if (age < MIN_MEMBER_AGE) return profileMessages.dateOfBirthTooYoung;
  if (age > MAX_MEMBER_AGE) return profileMessages.dateOfBirthTooOld;
  return null;
}

const oneOf = (list: readonly string[], value: string | null, message: string) => (value === null || list.includes(value) ? null : message);

/** Errors by field for a normalised member-info form; empty when it may be saved. */
export function validateMemberInfo(info: MemberInfo, today: string): FieldErrors<keyof MemberInfo> {
  return compact({
    fullName: validateName(info.fullName),
    gender: oneOf(GENDERS, info.gender, profileMessages.genderInvalid),
    dateOfBirth: validateDateOfBirth(info.dateOfBirth, today),
    occupation: oneOf(OCCUPATIONS, info.occupation, profileMessages.occupationInvalid),
    tradingExperience: oneOf(TRADING_EXPERIENCE, info.tradingExperience, profileMessages.tradingExperienceInvalid),
  });
}

/** Errors by field for a normalised contact form: country → state → city (docs/business-rules.md#city-rules's City/'Other' rule) → PIN. */
export function validateContactInfo(info: ContactInfo): FieldErrors<keyof ContactInfo> {
  const { country, state, city } = info;
  if (!isCountry(country)) return { country: profileMessages.countryRequired };
  const cityRule = validateCityChoice(city ?? "", info.otherCity ?? "");
  return compact({
    state: !state ? profileMessages.stateRequired : isKnownState(country, state) ? null : profileMessages.stateInvalid,
    city:
      cityRule.city ??
      (city && city !== OTHER_CITY && isKnownState(country, state) && !citiesOf(country, state).includes(city)
        ? profileMessages.cityNotListed
        : null),
    otherCity: cityRule.otherCity,
    address: (info.address ?? "").length > ADDRESS_MAX_LENGTH ? profileMessages.addressTooLong : null,
    pinCode: validatePinCode(country, info.pinCode),
  });
}

function compact<K extends string>(errors: Record<K, string | null>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<K>;
}

/**
 * The profile's contact details for a postal address whose city is typed out (billing details, ADR 0040):
 * a city of the state's list is picked, any other is 'Other' with the typed name (docs/business-rules.md#city-rules).
 */
export function contactInfoOfAddress(address: {
  address: string;
  city: string;
  state: string;
  pinCode: string;
  country: string;
}): ContactInfo {
  const listed = citiesOf(address.country, address.state).find((c) => c.toLowerCase() === address.city.toLowerCase());
  return normaliseContactInfo({
    country: address.country,
    state: address.state,
    city: address.city ? (listed ?? OTHER_CITY) : null,
    otherCity: listed ? null : address.city,
    address: address.address,
    pinCode: address.pinCode,
  });
}
