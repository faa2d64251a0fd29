import { expect } from "vitest";
import type { TestApp } from "./test-app.ts";

const PSEUDO_OPEN = "⟦";
const PSEUDO_CLOSE = "⟧";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards: finding visible English that bypassed the catalogue on a page
 * rendered in the pseudo-locale en-XA, shared by the pseudo-locale tests of each area. Data is not UI text
 * and stays as stored: names of editions and add-ons, amounts and days (Intl's), the business's name,
 * address and contacts, and the other language's name on the switch.
 */
export const DATA = [
  /Investar(?: (?:Pro|Standard|Basic|Lite))?/g,
  /\b(?:Lite|Basic|Standard|Pro|Intraday|Nifty|Special|Real-Time|NSE|Cash|Screener|Extended|EOD|History|Min|F&amp;O|F&O)\b/g,
  /[\w.+-]+@[\w.-]+/g,
  /https?:\/\/\S+/g,
  /\bEnglish\b/g,
  // Days are formatted by Intl in the language (the pseudo-locale's is English), not taken from the catalogue.
  /\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/g,
  /\((?:SAMPLE)\)/g,
  /\b(?:Technologies|Pvt|Ltd|Office|Sai|Capital|Senapati|Bapat|Road|Shivajinagar|Pune|Maharashtra|India)\b/g,
];

/** The visible text of one region of the page: text between tags, without scripts, drawings and comments. */
export function visibleText(html: string, start: string, end: string): string[] {
  const from = html.indexOf(start);
  expect(from, `the page has ${start}`).toBeGreaterThanOrEqual(0);
  const region = html.slice(from, html.indexOf(end, from) + end.length);
  const bare = region
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<svg[\s\S]*?<\/svg>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  return [...bare.matchAll(/>([^<>]+)</g)].map((m) => m[1]!.trim()).filter(Boolean);
}

/** The letters en-XA accents: a piece of a catalogue sentence has some, English that bypassed the catalogue has none. */
const ACCENTED = /[áƀćđéĝĥíķĺñóŕśţúýžÁƁĆĐÉĜĤÍĶĹÑÓŔŚŢÚÝŽ]/;

/**
 * The texts with English outside the brackets, besides DATA and the test's own data (`extra`). A catalogue sentence
 * with a link in it (rich text) spans several text nodes, "⟦Śéé " then the link then " ţĥé ...⟧": its brackets are
 * followed from node to node, so its pieces count as catalogue text.
 */
export function bypassing(texts: string[], extra: readonly RegExp[] = []): string[] {
  let depth = 0;
  return texts.filter((text) => {
    const withinSentence = depth > 0;
    let rest = "";
    for (const char of text) {
      if (char === PSEUDO_OPEN) depth++;
      else if (char === PSEUDO_CLOSE) depth = Math.max(0, depth - 1);
      else if (depth === 0) rest += char;
    }
    // A piece between two links of one sentence has no bracket of its own; unaccented, it is an element's own English.
    if (withinSentence && !/[⟦⟧]/.test(text) && !ACCENTED.test(text)) rest = text;
    for (const data of [...DATA, ...extra]) rest = rest.replace(data, "");
    return /[A-Za-z]{2,}/.test(rest);
  });
}

/** A page as the pseudo-locale en-XA renders it, to a visitor or, given a session, to its customer. */
export function pseudoPage(t: TestApp, url: string, session?: { token: string }) {
  return t.app.inject({
    method: "GET",
    url,
    headers: { "x-pseudo-locale": "en-XA", ...(session ? { cookie: `investar_session=${session.token}` } : {}) },
  });
}
