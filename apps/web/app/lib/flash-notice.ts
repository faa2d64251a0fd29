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
  const match = document.cookie.match(new RegExp(`(?:^|; )${FLASH_COOKIE}=([^;]*)`));
  if (!match) return null;
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const code = decodeURIComponent(match[1] ?? "") as GuardNotice;
  const message = guardMessages[code];
  return message ? { kind: "warning", message } : null;
}
