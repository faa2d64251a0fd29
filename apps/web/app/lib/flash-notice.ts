import { guardMessages, type GuardNotice } from "@investar/core";

/**
 * A redirect that must explain itself (a guard bouncing a visitor) leaves its notice in a short-lived,
 * script-readable cookie; the next page shows it as a toast and clears it.
 */
export const FLASH_COOKIE = "flash_notice";

export function flashCookie(notice: GuardNotice): string {
  return `${FLASH_COOKIE}=${notice}; Path=/; Max-Age=60; SameSite=Lax`;
}

export function takeFlashNotice(): { kind: "warning"; message: string } | null {
  const message = flashNoticeFromCookie(document.cookie);
  if (!message) return null;
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return { kind: "warning", message };
}

/**
 * The notice in a cookie header (the server's request) or `document.cookie`. Pages served without React
 * get the toast rendered by the server; the page script only removes it after 5 seconds.
 */
export function flashNoticeFromCookie(cookieHeader: string | null): string | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([^;]*)`));
  if (!match) return null;
  return guardMessages[decodeURIComponent(match[1] ?? "") as GuardNotice] ?? null;
}
