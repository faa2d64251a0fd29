/** What other features may use of privacy-consent; everything else in this folder is its own. */
export { privacyConsentPageServices } from "./pages.ts";
export { marketingChanges, recordConsents, signUpConsents, type ConsentChange } from "./services/record-consents.ts";
export { assertAdult, marketingKindsOf, signUpConsentSource, type SignUpConsentInput } from "./services/sign-up-consent.ts";
