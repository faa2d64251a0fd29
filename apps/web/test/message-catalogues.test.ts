import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { catalogues, messagesFor, type Catalogue } from "../app/i18n/catalogues.server.ts";
import { renderCompiled } from "../app/i18n/compiled-message.ts";
import { accountLinks, adminLink, footerColumns, mainMenus } from "../app/site-map.ts";
import { footerHeadingKey, footerLinkKey, menuKey, menuLinkKey } from "../app/i18n/site-map-text.ts";
import { PRICING_ERROR_CODES, type QuoteKind, type DiscountType } from "@investar/core";

/** docs/adr/0059-hindi-with-lingui.md#guards: every key the code uses is in both catalogues, and no text is empty. */
const appDir = new URL("../app", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "messages" ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Literal keys: t("…"), t(`…`) without placeholders, and the scoped keys built from a code or a kind. */
function keysInCode(): Set<string> {
  const keys = new Set<string>();
  for (const file of sources(appDir)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/\bt\(\s*["']([^"']+)["']/g)) keys.add(match[1]!);
  }
  for (const menu of mainMenus) {
    keys.add(menuKey(menu.id));
    for (const link of menu.links) keys.add(menuLinkKey(link.to));
  }
  for (const link of [...accountLinks, adminLink]) keys.add(menuLinkKey(link.to));
  for (const column of footerColumns) {
    keys.add(footerHeadingKey(column.id));
    for (const link of column.links) keys.add(footerLinkKey(link.to));
  }
  const kinds: QuoteKind[] = ["fresh", "upgrade", "renewal", "extension"];
  const discounts: DiscountType[] = ["RenewalDiscount", "SchemeDiscount", "InstDiscount", "Webinar", "License"];
  for (const kind of kinds) keys.add(`summary.kind.${kind}`);
  for (const type of discounts) keys.add(`discount.${type}`);
  for (const code of PRICING_ERROR_CODES) keys.add(`pricingError.${code}`);
  for (const field of ["coupon", "licences", "licenceType"]) keys.add(`quote.field.${field}`);
  for (const icon of ["support-resistance", "trendlines", "supply-demand", "signals", "alerts", "patterns", "indicators", "scans"]) {
    keys.add(`home.feature.${icon}.title`).add(`home.feature.${icon}.text`);
  }
  for (const id of ["training", "webinar", "support"])
    for (const part of ["eyebrow", "title", "text", "cta"]) keys.add(`home.service.${id}.${part}`);
  return keys;
}

const all = (language: "en" | "hi"): Catalogue => Object.assign({}, ...Object.values(catalogues[language])) as Catalogue;

describe("the message catalogues", () => {
  it("hold every key the code uses, in English and in Hindi", () => {
    const used = [...keysInCode()];
    expect(used.length).toBeGreaterThan(150);
    for (const language of ["en", "hi"] as const) {
      const catalogue = all(language);
      expect(
        used.filter((key) => !catalogue[key]),
        language,
      ).toEqual([]);
    }
  });

  it("have the same keys in both languages, each with a text and a note for the reviewer", () => {
    for (const [namespace, english] of Object.entries(catalogues.en)) {
      const hindi: Catalogue = catalogues.hi[namespace as keyof typeof catalogues.hi];
      expect(Object.keys(hindi).sort(), namespace).toEqual(Object.keys(english).sort());
      for (const [key, entry] of [...Object.entries(english as Catalogue), ...Object.entries(hindi)]) {
        expect(entry.message.trim(), key).not.toBe("");
        expect(entry.note.trim(), key).not.toBe("");
      }
    }
  });

  it("keep each message's placeholders in its translation", () => {
    const names = (tokens: unknown): string[] =>
      Array.isArray(tokens)
        ? tokens.flatMap((token) =>
            Array.isArray(token) ? [token[0] as string, ...Object.values((token[2] ?? {}) as object).flatMap(names)] : [],
          )
        : [];
    const placeholders = (message: string) => [...new Set(names(compileMessage(message)))].sort();
    // Merged once: merging every namespace again for each message made this test outgrow its time on a busy machine.
    const hindi = all("hi");
    for (const [key, entry] of Object.entries(all("en")))
      expect(placeholders(hindi[key]!.message), key).toEqual(placeholders(entry.message));
  });

  it("compile, and the browser's reader says exactly what Lingui says, for every message", () => {
    const values = {
      months: 3,
      monthsLeft: "x",
      count: 5,
      position: 2,
      name: "Pro",
      year: 2026,
      tradeName: "Investar",
      mobile: "yes",
      product: "Pro",
      plan: "Annual",
      date: "1 जनवरी 2026",
      field: "f",
      type: "t",
      percent: 18,
    };
    for (const locale of ["en", "hi", "pseudo"] as const) {
      const messages = messagesFor(locale, ["common", "home", "pricing"]);
      const tag = locale === "hi" ? "hi-IN" : "en-IN";
      const lingui = setupI18n({ locale: tag, messages: { [tag]: messages } });
      for (const id of Object.keys(messages)) {
        for (const months of [0, 1, 2, 12]) {
          const given = { ...values, months };
          expect(renderCompiled(messages[id], tag, given), `${locale} ${id}`).toBe(lingui._(id, given));
        }
      }
    }
    expect(renderCompiled(compileMessage("{n, plural, one {# महीना} other {# महीने}}"), "hi-IN", { n: 1200 })).toBe("1,200 महीने");
  });
});
