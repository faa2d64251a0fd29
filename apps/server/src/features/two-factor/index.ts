/** What other features may use of two-factor; everything else in this folder is its own. */
export { twoFactorPageServices } from "./pages.ts";
export { getTwoFactorStatus } from "./services/get-two-factor-status.ts";
export { resetTwoFactor } from "./services/reset-two-factor.ts";
export { signInOrChallenge } from "./services/sign-in-or-challenge.ts";
export type { SignIn } from "./services/sign-in-or-challenge.ts";
