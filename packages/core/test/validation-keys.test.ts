import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { messages, validateCityChoice, validateEmail, validateMobile, validateName, validateNewPassword } from "../src/validation.ts";
import { privacyConsentMessages } from "../src/privacy-consent.ts";
import { supportFormMessages } from "../src/support-form-messages.ts";
import { VALIDATION_MESSAGE_KEYS, validationMessage, validationMessageKey, validationValueName } from "../src/validation-keys.ts";

describe("validationMessageKey", () => {
  it("names every validator message by its key, and gives the English back from the key", () => {
    for (const key of VALIDATION_MESSAGE_KEYS) {
      const english = validationMessage(key, "investar.in");
      expect(validationMessageKey(english)).toEqual({
        key,
        values: english.includes("investar.in") ? { [validationValueName(key)]: "investar.in" } : {},
      });
    }
  });

  it("reads the domain out of the messages that name it", () => {
    expect(validationMessageKey(messages.emailRegistered("www.investar.in"))).toEqual({
      key: "emailRegistered",
      values: { host: "www.investar.in" },
    });
    expect(validationMessageKey(messages.emailVendorDomain("investar.in"))).toEqual({
      key: "emailVendorDomain",
      values: { host: "investar.in" },
    });
    expect(validationMessageKey(privacyConsentMessages.ageRequired)?.key).toBe("ageRequired");
    expect(validationMessageKey(supportFormMessages.textTooLong("60"))).toEqual({ key: "textTooLong", values: { max: "60" } });
    expect(validationMessageKey(supportFormMessages.attachmentWrongType("a.exe"))).toEqual({
      key: "attachmentWrongType",
      values: { file: "a.exe" },
    });
  });

  it("keys whatever the validators answer, and nothing else", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, other) => {
        for (const said of [
          validateEmail(value, "investar.in"),
          validateName(value),
          validateMobile(value),
          validateNewPassword(value),
          validateCityChoice(value, other).city,
          validateCityChoice(value, other).otherCity,
        ]) {
          if (said !== null) expect(validationMessageKey(said)).not.toBeNull();
        }
      }),
    );
    expect(validationMessageKey("The server's own words.")).toBeNull();
    expect(validationMessageKey("")).toBeNull();
  });
});
