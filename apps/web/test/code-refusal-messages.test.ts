import { describe, expect, it } from "vitest";
import { codeRefusalText } from "@investar/core/code-refusal-messages";
import { messagesFor } from "../app/i18n/catalogues.server.ts";
import { fieldErrorText } from "../app/i18n/field-error-text.ts";
import { pageText, type PageLocale } from "../app/i18n/page-locale.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#errors: a refused mailed code (the close-account page's confirmation, the same
 * words as every code form) is said in the page's language, the tries left kept; English pages keep the server's words.
 */
const text = (locale: PageLocale) => pageText([{ i18n: { locale, messages: messagesFor(locale, ["common", "auth", "privacy"]) } }]);

describe("a refused code under the code field", () => {
  const refusals = [
    { reason: "wrong", triesLeft: 3 },
    { reason: "wrong", triesLeft: 1 },
    { reason: "wrong", triesLeft: 0 },
    { reason: "expired" },
    { reason: "too-many-attempts" },
  ] as const;

  it("is in Hindi on a Hindi page, with the tries left", () => {
    const hi = text("hi");
    for (const refusal of refusals) {
      const hindi = fieldErrorText(hi, codeRefusalText(refusal));
      expect(hindi, JSON.stringify(refusal)).toMatch(/[\u0900-\u097F]/);
      expect(hindi).not.toMatch(/code|try|tries/i);
    }
    expect(fieldErrorText(hi, codeRefusalText({ reason: "wrong", triesLeft: 3 }))).toBe("यह कोड गलत है। 3 कोशिशें बाकी हैं।");
  });

  it("keeps the server's English on an English page", () => {
    expect(fieldErrorText(text("en"), codeRefusalText({ reason: "wrong", triesLeft: 3 }))).toBe("That code is incorrect. 3 tries left.");
    expect(fieldErrorText(text("en"), codeRefusalText({ reason: "wrong", triesLeft: 1 }))).toBe("That code is incorrect. 1 try left.");
  });
});
