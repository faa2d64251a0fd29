import type { MetaDescriptor } from "react-router";
import { translatedMeta } from "./translated-meta.ts";

type Matches = Parameters<typeof translatedMeta>[0];

/**
 * The meta of a page whose address holds a single-use token (a mailed link's `?id=`): never indexed, and the token never
 * sent to another site as a referrer. "same-origin" where the page's own form posts need their Origin, which "no-referrer"
 * turns into "null" (ADR 0058's CSRF check).
 */
export function tokenPageMeta(
  matches: Matches,
  page: { key: string; path: string },
  referrer: "no-referrer" | "same-origin" = "no-referrer",
): MetaDescriptor[] {
  return [...translatedMeta(matches, { ...page, noindex: true }), { name: "referrer", content: referrer }];
}
