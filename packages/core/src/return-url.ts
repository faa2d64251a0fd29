/**
 * Where a visitor goes back to after logging in, signing up or activating their account. Only a path
 * on this site may be one, so no link through our login page, sign-up page or activation mail can send
 * anybody to another site (an open redirect).
 */
export function safeReturnUrl(value: string | null | undefined, fallback = "/"): string {
  if (!isSameSitePath(value)) return fallback;
  // The parsed form: what the browser would open, with tabs and new lines taken out.
  const url = new URL(value, SAME_SITE);
  return url.pathname + url.search + url.hash;
}

const SAME_SITE = "http://same.site";

/** A path on this site: one leading slash, no scheme, no other host (`//host`, `/\host`). */
export function isSameSitePath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  try {
    return new URL(value, SAME_SITE).origin === SAME_SITE;
  } catch {
    return false;
  }
}
