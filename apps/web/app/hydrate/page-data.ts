/**
 * The data a page was rendered with, handed from the server's render to the browser's hydration
 * (docs/adr/0011-pages-without-client-router.md): one entry per matched route, outermost first.
 */
export interface PageMatch {
  id: string;
  pathname: string;
  params: Record<string, string | undefined>;
  data: unknown;
  /** The route's browser module; empty for the root, whose part the page entry renders itself. */
  module: string;
}

export interface PageData {
  matches: PageMatch[];
}

/** The element every page's components render into, and the script element that carries the data. */
export const APP_ROOT_ID = "app";
export const PAGE_DATA_ID = "page-data";

/** JSON that is safe inside a <script> element: no "</script>", no "<!--", no line separators. */
export function serializePageData(data: PageData): string {
  // One pass over the page's data instead of three: it runs on every page request (ADR 0057).
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (char) => UNSAFE_ESCAPES[char]!);
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const UNSAFE_ESCAPES: Record<string, string> = { "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };

export function readPageData(document: Document): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}
