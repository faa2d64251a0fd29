import { expect } from "vitest";
import type { TestApp } from "./test-app.ts";

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

/** The texts with English outside the brackets, besides DATA and the test's own data (`extra`). */
export function bypassing(texts: string[], extra: readonly RegExp[] = []): string[] {
  return texts.filter((text) => {
    // Innermost brackets first: a catalogue phrase may sit inside a catalogue sentence (an offer's name in a discount's).
    let rest = text;
    while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, "");
    // A catalogue sentence with an element in it (richText) is cut by the element: its text before the element opens
    // a bracket this text node does not close, its text after closes one it did not open.
    rest = rest.replace(/⟦[^⟦⟧]*$/, "").replace(/^[^⟦⟧]*⟧/, "");
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
