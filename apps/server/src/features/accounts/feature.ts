import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import cancelEmailChangeRoute from "./routes/cancel-email-change.ts";
import changePasswordRoute from "./routes/change-password.ts";
import confirmSignUpCodeRoute from "./routes/confirm-sign-up-code.ts";
import facebookLoginRoute from "./routes/facebook-login.ts";
import facebookSignUpToPayRoute from "./routes/facebook-sign-up-to-pay.ts";
import getGoogleNonceRoute from "./routes/get-google-nonce.ts";
import googleLoginRoute from "./routes/google-login.ts";
import googleSignUpToPayRoute from "./routes/google-sign-up-to-pay.ts";
import isEmailExistRoute from "./routes/is-email-exist.ts";
import isUserExistRoute from "./routes/is-user-exist.ts";
import loginRoute from "./routes/login.ts";
import logoutRoute from "./routes/logout.ts";
import passwordRecoveryRoute from "./routes/password-recovery.ts";
import registerRoute from "./routes/register.ts";
import resendActivationLinkRoute from "./routes/resend-activation-link.ts";
import resetPasswordRoute from "./routes/reset-password.ts";
import sendActivationEmailRoute from "./routes/send-activation-email.ts";
import sendDraftWithCredentialsRoute from "./routes/send-draft-with-credentials.ts";
import sendPasswordResetEmailRoute from "./routes/send-password-reset-email.ts";
import sendSignUpCodeRoute from "./routes/send-sign-up-code.ts";
import setPasswordRoute from "./routes/set-password.ts";
import signUpToPayRoute from "./routes/sign-up-to-pay.ts";
import updateEmailAddressWithPasswordRoute from "./routes/update-email-address-with-password.ts";
import updateEmailAddressRoute from "./routes/update-email-address.ts";
import verifyEmailRoute from "./routes/verify-email.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    cancelEmailChangeRoute,
    changePasswordRoute,
    confirmSignUpCodeRoute,
    facebookLoginRoute,
    facebookSignUpToPayRoute,
    getGoogleNonceRoute,
    googleLoginRoute,
    googleSignUpToPayRoute,
    isEmailExistRoute,
    isUserExistRoute,
    loginRoute,
    logoutRoute,
    passwordRecoveryRoute,
    registerRoute,
    resendActivationLinkRoute,
    resetPasswordRoute,
    sendActivationEmailRoute,
    sendDraftWithCredentialsRoute,
    sendPasswordResetEmailRoute,
    sendSignUpCodeRoute,
    setPasswordRoute,
    signUpToPayRoute,
    updateEmailAddressWithPasswordRoute,
    updateEmailAddressRoute,
    verifyEmailRoute,
  ])
    route(app, deps);
}
