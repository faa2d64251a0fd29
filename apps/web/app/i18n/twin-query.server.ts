import { safeReturnPath } from "@investar/core/return-url";

/**
 * The query the language switch carries to the page's twin, worked out on the server so the browser needs no
 * copy of the return-path rule: where the visitor was going is kept only when it is a path on this site
 * (docs/business-rules.md#safe-return-path), so the page never repeats another site's address.
 */
export function twinQuery(search: string): string {
  const query = new URLSearchParams(search);
  const returnUrl = query.get("returnUrl");
  if (returnUrl !== null) {
    const safe = safeReturnPath(returnUrl, null);
    if (safe === null) query.delete("returnUrl");
    else query.set("returnUrl", safe);
  }
  return query.toString();
}
