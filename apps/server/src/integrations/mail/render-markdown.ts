import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Staff-written Markdown as HTML for a mail and its preview (ADR 0034). Sanitised after rendering, since Markdown passes raw HTML
 * through: only formatting, links and images remain, links only to http(s) and mailto, so a newsletter can carry no script or form.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
    allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "title", "width", "height"] },
    allowedSchemes: ["https", "http", "mailto"],
    allowedSchemesByTag: { img: ["https"] },
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener" }) },
  });
}
