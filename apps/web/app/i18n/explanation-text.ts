/**
 * "How this price is worked out" in the page's language (docs/adr/0066-price-explanation-parts.md): the quote's
 * explanation parts said through the `explain` catalogue, money and days in the language's formats. English
 * pages keep the quote's own sentences; a sentence whose part (or a phrase in it) has no message stays English.
 */
import type { ExplanationPart, PartValue } from "@investar/core";
import type { Currency } from "@investar/core";
import type { PageText } from "./page-locale.ts";

export interface Explained {
  explanation: string[];
  explanationParts?: ExplanationPart[];
}

/** How the page names a catalogue item the parts name as the Quote call does (an add-on's id, its English name). */
export type ItemName = (name: string) => string;

const asGiven: ItemName = (name) => name;

/**
 * `itemName`: on CustomizeSubscription, the page's own name for an add-on the server's parts name in English
 * (components/pricing/line-names.ts); other text values go through it unchanged.
 */
export function explanationSentences(text: PageText, { explanation, explanationParts }: Explained, itemName: ItemName = asGiven): string[] {
  if (text.locale === "en" || explanationParts?.length !== explanation.length) return explanation;
  return explanationParts.map((part, index) => sayPart(text, part, itemName) ?? explanation[index] ?? "");
}

/** The part in the page's language, or null when the catalogue lacks its message or one of its phrases'. */
export function sayPart(text: PageText, part: ExplanationPart, itemName: ItemName = asGiven): string | null {
  const id = `explain.${part.key}`;
  if (!text.has(id)) return null;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(part.values)) {
    const said = sayValue(text, value, itemName);
    if (said === null) return null;
    values[name] = said;
  }
  return text.t(id, values);
}

function sayValue(text: PageText, value: PartValue, itemName: ItemName): string | number | null {
  if (typeof value === "string") return itemName(value);
  if (typeof value === "number") return value;
  if (Array.isArray(value)) {
    const items = (value as readonly (string | ExplanationPart)[]).map((item) =>
      typeof item === "string" ? itemName(item) : sayPart(text, item, itemName),
    );
    return items.includes(null) ? null : items.join(", ");
  }
  if ("minor" in value) return text.money(value.minor, value.currency as Currency);
  if ("day" in value) return text.day(value.day);
  return sayPart(text, value as ExplanationPart, itemName);
}
