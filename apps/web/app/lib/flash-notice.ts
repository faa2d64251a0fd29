import { guardMessages, type GuardNotice } from "@investar/core";

/**
 * A redirect that must explain itself (a guard bouncing a visitor) leaves its notice in a short-lived,
 * script-readable cookie; the next page shows it as a toast and clears it.
 */
export const FLASH_COOKIE = "flash_notice";

export function flashCookie(notice: GuardNotice): string {
  return `${FLASH_COOKIE}=${notice}; Path=/; Max-Age=60; SameSite=Lax`;
}

/** Removes the notice once a page has shown it. */
export function clearFlashNotice(): void {
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * The notice in the request's cookie header, for the root loader: a page served without React gets the toast
 * rendered by the server (its script removes it after 5 seconds); a hydrated page shows it from the root's data.
 */
export function flashNoticeFromCookie(cookieHeader: string | null): string | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([^;]*)`));
  if (!match) return null;
  return guardMessages[decodeURIComponent(match[1] ?? "") as GuardNotice] ?? null;
}
