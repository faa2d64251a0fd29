/**
 * Where a code may be sent by SMS (docs/business-rules.md#abuse-limits): an Indian mobile (10 digits starting 6 to 9, optionally
 * written +91…), or another country's number in E.164 (country code first, at most 15 digits; the "+"
 * may be left out from 11 digits on, as numbers saved at sign-up often are). Ten digits without "+" are
 * always read as Indian. Anything else is refused before an SMS is paid for. The E.164 form is the key
 * every per-number limit counts on.
 */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const E164 = /^(\+[1-9]\d{7,14}|[1-9]\d{10,14})$/;

export const codeNumberMessage = "Enter a 10-digit Indian mobile number, or an international number starting with + and the country code.";

export function codeDestination(value: string): { ok: true; e164: string } | { ok: false; message: string } {
  const typed = value.trim().replace(/[\s-]/g, "");
  if (INDIAN_MOBILE.test(typed)) return { ok: true, e164: `+91${typed}` };
  if (!E164.test(typed)) return { ok: false, message: codeNumberMessage };
  const e164 = typed.startsWith("+") ? typed : `+${typed}`;
  // +91 numbers must still be real Indian mobiles (landlines and short numbers cannot receive the code).
  if (e164.startsWith("+91") && !INDIAN_MOBILE.test(e164.slice(3))) return { ok: false, message: codeNumberMessage };
  return { ok: true, e164 };
}

/** The E.164 key of a number, or null when it is not one codes may go to. */
export function mobileKey(value: string): string | null {
  const destination = codeDestination(value);
  return destination.ok ? destination.e164 : null;
}
