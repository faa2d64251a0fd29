import { isControlCharacter } from "./text.ts";

/**
 * Where a visitor goes back to after logging in, signing up or activating their account
 * (docs/business-rules.md#safe-return-path). Only a path on this site may be one, so no link through our
 * login page, sign-up page or activation mail can send anybody to another site (an open redirect).
 *
 * The answer is the value as a browser would read it (parsed and normalised), and it is judged AFTER that
 * normalising: `/.//evil.example` and `/..//evil.example` are single-slash paths as given, but their
 * normal form `//evil.example` is another host. What comes back always starts with one "/" followed by
 * neither "/" nor "\", or is exactly "/". Anything else gives `fallback` (itself checked: a fallback that
 * is not a safe path gives "/"), or null when the caller passes null to learn whether the value is safe.
 */
export function safeReturnPath(value: unknown, fallback?: string): string;
export function safeReturnPath(value: unknown, fallback: null): string | null;
export function safeReturnPath(value: unknown, fallback: string | null = "/"): string | null {
  const safe = normalisedPath(value);
  if (safe !== null) return safe;
  return fallback === null ? null : (normalisedPath(fallback) ?? "/");
}

const SITE = "https://site.example";
/** Browsers drop tabs and new lines anywhere in a URL and read "\" as "/": a value holding any of them is refused whole. */
const hasControlOrBackslash = (text: string) => [...text].some((char) => char === "\\" || isControlCharacter(char));
/** One leading "/" and then anything but another slash: a host-relative path, never a protocol-relative one. */
const SINGLE_SLASH_PATH = /^\/(?![/\\])/;

function normalisedPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  if (hasControlOrBackslash(value) || !SINGLE_SLASH_PATH.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, SITE);
  } catch {
    return null;
  }
  if (parsed.origin !== SITE) return null;
  const out = parsed.pathname + parsed.search + parsed.hash;
  // The normaliser itself may make "//host" (from "/.//host", "/a/..//host"): judge what it produced.
  if (!SINGLE_SLASH_PATH.test(out) || hasControlOrBackslash(out)) return null;
  return new URL(out, SITE).origin === SITE ? out : null;
}
