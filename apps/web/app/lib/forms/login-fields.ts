import { safeReturnPath } from "@investar/core";

/** The login page's fields, by the names its forms post (routes/user/login.tsx). */
export const LOGIN_FIELDS = {
  userName: "login-username",
  password: "login-password",
  code: "second-factor-code",
  forgotEmail: "forgot-user-id-email",
} as const;

/** Where a login goes: back where the visitor came from (only a path on this site), else their subscription. */
export const loginReturnPath = (search: URLSearchParams) => safeReturnPath(search.get("returnUrl"), "/my-investar/manage-subscription");
