import { describe, expect, it } from "vitest";
import { mailCatalogues, mailText } from "../src/integrations/mail/mail-text.ts";

/** docs/adr/0060-mails-in-the-customers-language.md: every mail key in both languages, with its note and its placeholders. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe("mail catalogues", () => {
  it("have the same keys in English and Hindi, none empty, each translation keeping its placeholders", () => {
    const { en, hi } = mailCatalogues;
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, entry] of Object.entries(en)) {
      const other = hi[key]!;
      expect(entry.message.trim(), key).not.toBe("");
      expect(other.message.trim(), key).not.toBe("");
      expect(other.note.trim(), key).not.toBe("");
      expect(placeholders(other.message), key).toEqual(placeholders(entry.message));
    }
  });

  it("write Hindi for hi and English for anything else", () => {
    expect(mailText("hi")("greeting", { name: "Asha" })).toBe("नमस्ते Asha,");
    expect(mailText("en")("greeting", { name: "Asha" })).toBe("Hello Asha,");
    expect(mailText(null)("activation.subject")).toBe("Activate your Investar account");
  });
});
