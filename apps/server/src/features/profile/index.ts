/** What other features may use of profile; everything else in this folder is its own. */
export { profilePageServices } from "./pages.ts";
export { formText } from "./routes/profile-schemas.ts";
export { cancelEmailChange } from "./services/cancel-email-change.ts";
export { changePassword } from "./services/change-password.ts";
export { findUserRow, getProfile } from "./services/get-profile.ts";
export { writeContactInfo } from "./services/save-contact-profile.ts";
export { requestEmailChange } from "./services/request-email-change.ts";
export { maskMobile, sendMobileVerificationCode } from "./services/send-mobile-verification-code.ts";
export { verifyCurrentPassword } from "./services/verify-current-password.ts";
export { userExists } from "./services/user-exists.ts";
