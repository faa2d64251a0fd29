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

/**
 * JSON that is safe inside a <script> element: no "</script>", no "<!--", no line separators. The same text as
 * JSON.stringify's, made by walking the outer levels: a frozen value met there (the page's messages, the same object
 * on every request: docs/adr/0057-server-rendering-cost.md#messages-built-once) is turned into JSON once and kept.
 */
export function serializePageData(data: PageData): string {
  return scriptSafeJson(data, KEPT_JSON_DEPTH)!;
}

/** Page data → matches → a match → its data → a part of it (the root's `i18n`) → its messages. */
const KEPT_JSON_DEPTH = 5;
const keptJson = new WeakMap<object, string>();

function scriptSafeJson(value: unknown, depth: number): string | undefined {
  if (value === null || typeof value !== "object") return escapeJson(JSON.stringify(value));
  if (Object.isFrozen(value)) {
    let json = keptJson.get(value);
    if (json === undefined) keptJson.set(value, (json = escapeJson(JSON.stringify(value))!));
    return json;
  }
  if (depth === 0 || !isWalkable(value)) return escapeJson(JSON.stringify(value));
  if (Array.isArray(value)) return `[${value.map((item) => scriptSafeJson(item, depth - 1) ?? "null").join(",")}]`;
  const members: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const json = scriptSafeJson(item, depth - 1);
    if (json !== undefined) members.push(`${escapeJson(JSON.stringify(key))}:${json}`);
  }
  return `{${members.join(",")}}`;
}

/** Arrays and plain objects without toJSON: what JSON.stringify writes member by member, as the walk does. */
function isWalkable(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (prototype === Object.prototype || prototype === null) && typeof (value as { toJSON?: unknown }).toJSON !== "function";
}

// Character by character, so escaping the parts is escaping the whole.
function escapeJson(json: string | undefined): string | undefined {
  return json?.replace(UNSAFE_IN_SCRIPT, (char) => UNSAFE_ESCAPES[char]!);
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const UNSAFE_ESCAPES: Record<string, string> = { "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };

export function readPageData(document: Document): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}
