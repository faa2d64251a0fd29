import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

/**
 * The pseudo-locale en-XA (docs/adr/0059-hindi-with-lingui.md#guards): every catalogue text accented and
 * bracketed, "Pricing" → "⟦Ƥŕíćíñĝ⟧", so a test of a rendered page finds any visible English that did
 * not come through the catalogue. Only texts change: placeholders, plural forms' names and "#" stay.
 */
const ACCENTS: Record<string, string> = Object.fromEntries(
  [..."abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ"].map((letter, index) => [letter, [..."áƀćđéĝĥíķĺñóŕśţúýžÁƁĆĐÉĜĤÍĶĹÑÓŔŚŢÚÝŽ"][index]!]),
);

export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

function accent(text: string): string {
  return [...text].map((char) => ACCENTS[char] ?? char).join("");
}

function transform(part: CompiledMessage[number]): CompiledMessage[number] {
  if (typeof part === "string") return part === "#" ? part : accent(part);
  const [name, type, options] = part as [string, string?, Record<string, unknown>?];
  if (!options || typeof options !== "object") return part;
  const branches = Object.fromEntries(
    Object.entries(options).map(([branch, value]) => [branch, Array.isArray(value) ? (value as CompiledMessage).map(transform) : value]),
  );
  return [name, type, branches] as CompiledMessage[number];
}

export function pseudoLocalize(message: CompiledMessage): CompiledMessage {
  const parts = typeof message === "string" ? [message] : message;
  return [PSEUDO_OPEN, ...parts.map(transform), PSEUDO_CLOSE] as CompiledMessage;
}
