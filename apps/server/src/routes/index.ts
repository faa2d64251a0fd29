import type { RouteModule } from "../http/app-types.ts";
import isEmailExist from "./auth/is-email-exist.ts";
import login from "./auth/login.ts";
import logout from "./auth/logout.ts";
import register from "./auth/register.ts";
import sendActivationEmail from "./auth/send-activation-email.ts";
import setPassword from "./auth/set-password.ts";
import verifyEmail from "./auth/verify-email.ts";
import getSetup from "./download/get-setup.ts";
import getHealth from "./health/get-health.ts";
import getEmailAddressProfile from "./user/get-email-address-profile.ts";
import getOfferBannerContents from "./user/get-offer-banner-contents.ts";
import getVersionHistory from "./user/get-version-history.ts";

/** Every API endpoint, one module each. */
export const routeModules: RouteModule[] = [
  getHealth,
  getVersionHistory,
  getOfferBannerContents,
  getSetup,
  register,
  isEmailExist,
  verifyEmail,
  setPassword,
  sendActivationEmail,
  login,
  logout,
  getEmailAddressProfile,
];
