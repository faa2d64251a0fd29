/**
 * GSTIN: the 15-character GST identification number. Two digits of state code, the holder's PAN (five
 * letters, four digits, a letter), one character for the registration's number under that PAN (1–9,
 * then A–Z), the letter Z (reserved) and a check character over the first fourteen, computed as the
 * GST network does: base 36, weights 1 and 2 alternating, the digits of each product summed.
 */
import { isGstStateCode, stateNameOfCode } from "./gst-states.ts";

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/u;

export const GSTIN_LENGTH = 15;

/** The check character for the first fourteen characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  if (first14.length !== GSTIN_LENGTH - 1) throw new RangeError("A GSTIN's check character is computed over its first 14 characters.");
  let sum = 0;
  for (let i = 0; i < first14.length; i += 1) {
    const value = BASE36.indexOf(first14[i]!);
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

export type GstinCheck = { ok: true; gstin: string; stateCode: string; stateName: string; pan: string } | { ok: false; message: string };

/** Spaces are ignored and letters may be in either case; the answer carries the normalised form. */
export function checkGstin(input: string): GstinCheck {
  const gstin = input.replace(/\s+/gu, "").toUpperCase();
  if (gstin.length !== GSTIN_LENGTH)
    return { ok: false, message: `A GSTIN has ${GSTIN_LENGTH} characters; "${gstin}" has ${gstin.length}.` };
  const match = SHAPE.exec(gstin);
  if (!match)
    return { ok: false, message: `"${gstin}" is not a GSTIN: two digits of state code, a PAN, one character, Z and a check character.` };
  const [, stateCode, pan] = match as unknown as [string, string, string];
  if (!isGstStateCode(stateCode)) return { ok: false, message: `GSTIN ${gstin} starts with ${stateCode}, which is not a GST state code.` };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return { ok: false, message: `GSTIN ${gstin} is mistyped: its last character does not match the others.` };
  return { ok: true, gstin, stateCode, stateName: stateNameOfCode(stateCode)!, pan };
}

export function isValidGstin(input: string): boolean {
  return checkGstin(input).ok;
}
