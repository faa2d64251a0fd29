import type { TestApp } from "./test-app.ts";

/** The site's own address as the pages' tests post to it: React Router refuses an action whose Origin is not the page's. */
export const PAGE_HOST = "localhost:3000";
export const PAGE_ORIGIN = `http://${PAGE_HOST}`;

/**
 * A page's form posted as a browser on that page posts it, without any script (docs/adr/0058-forms-without-javascript.md):
 * URL-encoded, from the site's own origin. A field given several values is sent once for each, as ticked boxes are.
 */
export function postPageForm(t: TestApp, url: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of ([] as string[]).concat(value)) body.append(name, item);
  return t.app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      host: PAGE_HOST,
      origin: PAGE_ORIGIN,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    payload: body.toString(),
  });
}
