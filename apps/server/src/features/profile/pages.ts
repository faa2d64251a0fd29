import type { ProfilePageServices } from "@investar/contract/pages/profile";
import type { AppDeps } from "../../deps.ts";
import { refusalAsAnswer } from "../../errors.ts";
import { cancelEmailChange } from "./services/cancel-email-change.ts";
import { getProfile } from "./services/get-profile.ts";
import { setUserLanguage } from "./services/set-user-language.ts";

/** The profile pages' services, bound to this app's dependencies. */
export function profilePageServices(deps: AppDeps): ProfilePageServices {
  return {
    cancelEmailChange: (token) => refusalAsAnswer(() => cancelEmailChange(deps, token)),
    getProfile: (userId) => getProfile(deps, userId),
    setUserLanguage: (userId, language) => setUserLanguage(deps, userId, language),
  };
}
