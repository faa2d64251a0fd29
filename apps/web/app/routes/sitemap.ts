import type { Route } from "./+types/sitemap";
import { hasHindiTwin, LANGUAGE_TAGS, twinPath } from "@investar/core/i18n/languages";
import { appContext } from "../load-context.ts";
import { publicPages } from "../site-map.ts";

/** Every public page, and its Hindi twin with both named as alternates (docs/adr/0059-hindi-with-lingui.md#choosing-a-language). */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(appContext);
  const urls = publicPages.flatMap((path) => {
    if (!hasHindiTwin(path)) return [`  <url><loc>${publicUrl}${path}</loc></url>`];
    const alternates = (["en", "hi"] as const)
      .map(
        (language) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${publicUrl}${twinPath(path, language)}"/>`,
      )
      .join("");
    return (["en", "hi"] as const).map((language) => `  <url><loc>${publicUrl}${twinPath(path, language)}</loc>${alternates}</url>`);
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
