import { isControlCharacter } from "./text.ts";

/** The ad parameters of a landing visit kept for the account (docs/business-rules.md#acquisition). */
export const ACQUISITION_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid"] as const;
export type AcquisitionKey = (typeof ACQUISITION_KEYS)[number];
export type Acquisition = Partial<Record<AcquisitionKey, string>>;

export const ACQUISITION_VALUE_MAX = 200;
/** Browsers keep cookies up to about 4 KB; the encoded record stays well under it. */
export const ACQUISITION_COOKIE_MAX = 3000;

/**
 * The first-touch parameters found in `params` (a parsed query string or a stored record): control
 * characters removed, trimmed, each cut to 200 characters, empty or non-text values dropped. Null
 * when none is left, so "no campaign" is one value.
 */
export function sanitizeAcquisition(params: unknown): Acquisition | null {
  if (typeof params !== "object" || params === null) return null;
  const found: Acquisition = {};
  for (const key of ACQUISITION_KEYS) {
    const raw: unknown = (params as Record<string, unknown>)[key];
    // A repeated parameter arrives as an array: the first one is the landing link's.
    const first = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
    if (typeof first !== "string") continue;
    const clean = Array.from(first)
      .filter((char) => !isControlCharacter(char))
      .join("")
      .trim();
    const value = Array.from(clean).slice(0, ACQUISITION_VALUE_MAX).join("").trim();
    if (value !== "") found[key] = value;
  }
  return Object.keys(found).length === 0 ? null : found;
}

/** Whether a query string (with or without "?") names one of the parameters: a cheap test before parsing. */
export function mentionsAcquisition(search: string): boolean {
  return /(?:^|[?&])(?:utm_(?:source|medium|campaign|term|content)|gclid|fbclid)=/.test(search);
}

/**
 * The cookie value for a record: JSON, which the cookie header carries URL-encoded. Parameters are dropped from the end of the list
 * (click ids first, then the finer UTM ones) until it fits the cookie budget.
 */
export function encodeAcquisition(acquisition: Acquisition): string | null {
  const kept: Acquisition = { ...acquisition };
  for (const key of [...ACQUISITION_KEYS].reverse()) {
    const json = JSON.stringify(kept);
    if (encodeURIComponent(json).length <= ACQUISITION_COOKIE_MAX) return Object.keys(kept).length === 0 ? null : json;
    delete kept[key];
  }
  return null;
}

/** The record in a cookie value; anything that does not parse is no record (a visitor may edit it). */
export function decodeAcquisition(value: string | undefined): Acquisition | null {
  if (!value) return null;
  try {
    return sanitizeAcquisition(JSON.parse(value));
  } catch {
    return null;
  }
}

/** One line for staff: "google / cpc / diwali · gclid abc". */
export function describeAcquisition(acquisition: Acquisition): string {
  const utm = [acquisition.utm_source, acquisition.utm_medium, acquisition.utm_campaign].filter(Boolean).join(" / ");
  const more = [
    acquisition.utm_term && `term ${acquisition.utm_term}`,
    acquisition.utm_content && `content ${acquisition.utm_content}`,
    acquisition.gclid && `gclid ${acquisition.gclid}`,
    acquisition.fbclid && `fbclid ${acquisition.fbclid}`,
  ].filter(Boolean);
  return [utm, ...more].filter(Boolean).join(" · ");
}
