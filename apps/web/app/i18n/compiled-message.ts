import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

/**
 * The browser's reader of Lingui's compiled messages (docs/adr/0059-hindi-with-lingui.md#page-weight).
 * Lingui compiles every catalogue and renders every page on the server; a hydrated component re-renders
 * in the browser with the compiled messages its loader sent, read here: plain text, {placeholders},
 * and plural, selectordinal and select with `#` and exact (=0) branches, by `Intl.PluralRules` and
 * `Intl.NumberFormat` as Lingui does. Lingui's own runtime would cost 2.2 KiB of gzipped script on
 * every hydrated page, more than CustomizeSubscription has left; apps/web/test/compiled-message.test.ts
 * holds this reader to Lingui's output for every message of every catalogue.
 */
type Token = CompiledMessage[number];
type Branches = Record<string, CompiledMessage | string>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function rules(tag: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${tag}:${type}`;
  let found = pluralRules.get(key);
  if (!found) pluralRules.set(key, (found = new Intl.PluralRules([tag, "en"], { type })));
  return found;
}

function numberFormat(tag: string): Intl.NumberFormat {
  let found = numberFormats.get(tag);
  if (!found) numberFormats.set(tag, (found = new Intl.NumberFormat([tag, "en"])));
  return found;
}

export function renderCompiled(message: CompiledMessage | string | undefined, tag: string, values: Record<string, unknown> = {}): string {
  if (message === undefined) return "";
  const render = (tokens: CompiledMessage | string, count: number | null): string => {
    if (typeof tokens === "string") return tokens;
    return tokens.map((token: Token) => renderToken(token, count)).join("");
  };
  const renderToken = (token: Token, count: number | null): string => {
    if (typeof token === "string") return token === "#" && count !== null ? numberFormat(tag).format(count) : token;
    const [name, type, format] = token as [string, string?, Branches?];
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (type === "plural" || type === "selectordinal") {
      const { offset = 0, ...branches } = (format ?? {}) as Branches & { offset?: number };
      const n = Number(value);
      // Lingui compiles an exact branch (=0) to its number's key.
      const exact = branches[String(n)];
      const category = rules(tag, type === "plural" ? "cardinal" : "ordinal").select(n - Number(offset));
      const chosen = exact ?? branches[category] ?? branches.other;
      return chosen === undefined ? "" : render(chosen, n - Number(offset));
    }
    if (type === "select") {
      const branches = format ?? {};
      const chosen = branches[String(value)] ?? branches.other;
      return chosen === undefined ? "" : render(chosen, count);
    }
    return value == null ? "" : String(value);
  };
  return render(message, null);
}
