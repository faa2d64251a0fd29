import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGE_KEYS, validationMessage } from "@investar/core/validation-keys";
import { catalogues } from "../app/i18n/catalogues.server.ts";
import { fieldErrorText, sayValidation, validationCatalogueKey, validationTemplates } from "../app/i18n/field-error-text.ts";
import { messagesFor } from "../app/i18n/catalogues.server.ts";
import { pageText, type PageLocale } from "../app/i18n/page-locale.ts";

/** docs/adr/0059-hindi-with-lingui.md#errors: a core validator's message is never shown in English on a Hindi page. */
const text = (locale: PageLocale) => pageText([{ i18n: { locale, messages: messagesFor(locale, ["common", "auth"]) } }]);

describe("the validators' messages in the catalogues", () => {
  it.each(VALIDATION_MESSAGE_KEYS)("%s has its English and Hindi entries, the English the rule's own words", (key) => {
    const id = validationCatalogueKey(key);
    expect(catalogues.en.auth).toHaveProperty([id]);
    expect(catalogues.hi.auth).toHaveProperty([id]);
    const english = (catalogues.en.auth as Record<string, { message: string }>)[id]!.message;
    expect(english.replace(/\{\w+\}/, "investar.in")).toBe(validationMessage(key, "investar.in"));
  });

  it("a Hindi page says each in Hindi, the domain kept; an English page keeps the rule's words", () => {
    const hi = text("hi");
    const en = text("en");
    for (const key of VALIDATION_MESSAGE_KEYS) {
      const english = validationMessage(key, "investar.in");
      expect(fieldErrorText(en, english)).toBe(english);
      const hindi = fieldErrorText(hi, english);
      expect(hindi).not.toBe(english);
      expect(hindi).toMatch(/[\u0900-\u097F]/);
    }
    expect(fieldErrorText(hi, validationMessage("emailRegistered", "www.investar.in"))).toContain("www.investar.in");
    expect(fieldErrorText(hi, "A server's own words.")).toBe("A server's own words.");
  });

  it("gives a page's script each message's Hindi with its value's place, and nothing on an English page", () => {
    expect(validationTemplates(text("en"))).toEqual({});
    const templates = validationTemplates(text("hi"));
    expect(Object.keys(templates)).toEqual(VALIDATION_MESSAGE_KEYS);
    const hi = text("hi");
    for (const key of VALIDATION_MESSAGE_KEYS) {
      const english = validationMessage(key, "7");
      expect(sayValidation(templates, english)).toBe(fieldErrorText(hi, english));
    }
    expect(sayValidation(templates, validationMessage("emailVendorDomain", "investar.in"))).toContain("investar.in");
    expect(sayValidation({}, "Invalid email.")).toBe("Invalid email.");
    expect(sayValidation(templates, null)).toBeNull();
  });
});
