import type { Route } from "./+types/sitemap";
import { appContext } from "../load-context.ts";
import { publicPages } from "../site-map.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(appContext);
  const urls = publicPages.map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
