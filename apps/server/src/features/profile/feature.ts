import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import getContactInfoProfileRoute from "./routes/get-contact-info-profile.ts";
import getEmailAddressProfileRoute from "./routes/get-email-address-profile.ts";
import getMemberInfoProfileRoute from "./routes/get-member-info-profile.ts";
import getMobileNumberRoute from "./routes/get-mobile-number.ts";
import getProfilePictureRoute from "./routes/get-profile-picture.ts";
import getSubscriptionFlagsRoute from "./routes/get-subscription-flags.ts";
import getVerificationCodeRoute from "./routes/get-verification-code.ts";
import saveContactProfileRoute from "./routes/save-contact-profile.ts";
import saveLanguageProfileRoute from "./routes/save-language-profile.ts";
import saveMemberProfileRoute from "./routes/save-member-profile.ts";
import saveMobileNumberProfileRoute from "./routes/save-mobile-number-profile.ts";
import saveSubscriptionFlagsRoute from "./routes/save-subscription-flags.ts";
import uploadFileRoute from "./routes/upload-file.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    getContactInfoProfileRoute,
    getEmailAddressProfileRoute,
    getMemberInfoProfileRoute,
    getMobileNumberRoute,
    getProfilePictureRoute,
    getSubscriptionFlagsRoute,
    getVerificationCodeRoute,
    saveContactProfileRoute,
    saveLanguageProfileRoute,
    saveMemberProfileRoute,
    saveMobileNumberProfileRoute,
    saveSubscriptionFlagsRoute,
    uploadFileRoute,
  ])
    route(app, deps);
}
