import type { SessionUser } from "@investar/core";

/**
 * docs/business-rules.md#logged-in-user: keep the user's non-secret fields in local storage; the token itself stays in the httpOnly
 * cookie (docs/architecture.md#sessions), so `token` is never written, only cleared for old clients.
 */
const USER_KEYS = ["token", "userid", "name", "role", "email", "user", "currentSelection", "IntradayActivation"] as const;
export const EMAIL_CHANGED_KEY = "emailChanged";

export function rememberUser(user: SessionUser): void {
  try {
    localStorage.setItem("userid", String(user.userId));
    localStorage.setItem("name", user.name);
    localStorage.setItem("role", user.role);
    localStorage.setItem("email", user.email);
    localStorage.setItem("user", JSON.stringify(user));
  } catch {
    // Private mode or storage full: the cookie session works without these.
  }
}

/** docs/business-rules.md#login-and-logout logout: clear token, user id, name, selection, user and intraday-activation entries. */
export function forgetUser(): void {
  try {
    for (const key of USER_KEYS) localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}

export function emailChangedMarker(): string | null {
  try {
    return localStorage.getItem(EMAIL_CHANGED_KEY);
  } catch {
    return null;
  }
}

export function setEmailChangedMarker(email: string | null): void {
  try {
    if (email) localStorage.setItem(EMAIL_CHANGED_KEY, email);
    else localStorage.removeItem(EMAIL_CHANGED_KEY);
  } catch {
    // storage unavailable
  }
}
