/** docs/business-rules.md#registration-sources: where a registration came from. Three names carry the providers' names. */
export const REG_SOURCES = ["Normal", "Google", "Facebook", "Zerodha", "FacebookAds", "Tool", "Webinar"] as const;
export type RegSrc = (typeof REG_SOURCES)[number];

export const REGISTRATION_CATEGORIES = [
  "FreshRegistration",
  "EmailExistTrialTaken",
  "EmailExistTrialNotTaken",
  "ErrorInRegistration",
  "ErrorInLogin",
] as const;
export type RegistrationCategory = (typeof REGISTRATION_CATEGORIES)[number];

export interface RegistrationResult {
  category: RegistrationCategory;
  message: string;
}
