import type { AccountsPageServices } from "@investar/contract/pages/accounts";
import type { AppDeps } from "../../deps.ts";
import { refusalAsAnswer } from "../../errors.ts";
import { isResetLinkLive } from "./services/is-reset-link-live.ts";
import { verifyEmail } from "./services/verify-email.ts";

/** The account pages' services (confirm-email, password-recovery, the social login buttons), bound to this app's dependencies. */
export function accountsPageServices(deps: AppDeps): AccountsPageServices {
  return {
    confirmEmail: (token) => refusalAsAnswer(() => verifyEmail(deps, token)),
    isResetLinkLive: (token) => isResetLinkLive(deps, token),
    getSocialLoginConfig: () => ({
      googleClientId: deps.config.google.clientId,
      facebookAppId: deps.config.facebook.appId,
      redirectUri: `${deps.config.publicUrl}/facebookLogin`,
    }),
  };
}
