import type { Route } from "./+types/robots";
import { appContext } from "../load-context.ts";

/** Account, checkout and admin pages stay out of search engines; everything public is in the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(appContext);
  const body = [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /my-investar/",
    "Disallow: /admin",
    "Disallow: /Pricing/CustomizeSubscription",
    "Disallow: /email-verification",
    "Disallow: /confirm-email",
    "Disallow: /cancel-email-change",
    "Disallow: /facebookLogin",
    "Disallow: /app",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
