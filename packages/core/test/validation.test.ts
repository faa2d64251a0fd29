import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isActivationCode,
  isTenDigitMobile,
  normalizeMobile,
  validateCityChoice,
  validateEmail,
  validateMobile,
  validateName,
  validateNewPassword,
} from "../src/validation.ts";
import { formatMoney } from "../src/money.ts";

describe("docs/business-rules.md#validation validation", () => {
  it("email: required, pattern, 45 characters, not the vendor's domain", () => {
    expect(validateEmail("", "investarindia.com")).toBe("Email is Required.");
    expect(validateEmail("trader@", "investarindia.com")).toBe("Invalid email.");
    expect(validateEmail(`${"a".repeat(35)}@gmail.com`, "investarindia.com")).toBe(null);
    expect(validateEmail(`${"a".repeat(36)}@gmail.com`, "investarindia.com")).toMatch(/45/);
    expect(validateEmail("ops@InvestarIndia.com", "investarindia.com")).toBe("Email id with investarindia.com as domain are not allowed");
  });

  it("name: letters, spaces, dots, apostrophes and hyphens, starting with a letter, 2 to 100", () => {
    expect(validateName("")).toBe("Name is Required.");
    expect(validateName("A")).toBe("Invalid name.");
    expect(validateName("Al")).toBe(null);
    expect(validateName("Anil Kumar")).toBe(null);
    expect(validateName("Anil Kumar ")).toBe(null); // surrounding spaces are trimmed
    expect(validateName("Anil2")).toBe("Invalid name.");
    expect(validateName("a".repeat(100))).toBe(null);
    expect(validateName("a".repeat(101))).toBe("Invalid name.");
  });

  it("names as Indians write them: initials, apostrophes and hyphens", () => {
    for (const name of ["K. Srinivas", "D'Souza", "D’Souza", "Anne-Marie", "S. R. Rao Jr.", "M.K."])
      expect(validateName(name), name).toBe(null);
    for (const name of [".K", "-Anne", "Anne-", "O'", "K._Rao", "Anil & Sons", "R2-D2"])
      expect(validateName(name), name).toBe("Invalid name.");
  });

  it("mobile: digits only, 7 to 14", () => {
    expect(validateMobile("")).toBe("Mobile number is required.");
    expect(validateMobile("123456")).toBe("Invalid mobile number.");
    expect(validateMobile("1234567")).toBe(null);
    expect(validateMobile("12345678901234")).toBe(null);
    expect(validateMobile("123456789012345")).toBe("Invalid mobile number.");
    expect(validateMobile("98200-12345x")).toBe("Invalid mobile number.");
    expect(validateMobile("+1-555-0100")).toBe(null);
  });

  it("mobile numbers as people type them (docs/business-rules.md#mobile-rules): spaces, dashes, +91, 0091 and a trunk 0 are dropped before the rules", () => {
    for (const typed of [
      "98765 43210",
      "+91 98765 43210",
      "+919876543210",
      "098765 43210",
      "0091 98765-43210",
      "(98765) 43210",
      "919876543210",
    ]) {
      expect(normalizeMobile(typed), typed).toBe("9876543210");
      expect(validateMobile(typed), typed).toBe(null);
      expect(isTenDigitMobile(typed), typed).toBe(true);
    }
    expect(normalizeMobile("+44 7700 900123")).toBe("447700900123");
    expect(validateMobile("98765 4321a")).toBe("Invalid mobile number.");
    expect(validateMobile("+91 9876")).toBe("Invalid mobile number.");
  });

  it("any 10-digit number reads the same however it is dressed, and normalising twice changes nothing", () => {
    const tenDigits = fc.stringMatching(/^[6-9]\d{9}$/);
    const dress = fc.constantFrom(
      (n: string) => n,
      (n: string) => `+91 ${n.slice(0, 5)} ${n.slice(5)}`,
      (n: string) => `0${n}`,
      (n: string) => `${n.slice(0, 5)}-${n.slice(5)}`,
      (n: string) => ` +91${n} `,
    );
    fc.assert(
      fc.property(tenDigits, dress, (number, dressed) => {
        const normal = normalizeMobile(dressed(number));
        return normal === number && normalizeMobile(normal) === normal;
      }),
    );
  });

  it("names: letters of any script with their vowel signs, and spaces (docs/business-rules.md#name-rules)", () => {
    expect(validateName("अनिल कुमार")).toBe(null);
    expect(validateName("ராஜேஷ்")).toBe(null);
    expect(validateName("José Müller")).toBe(null);
    expect(validateName("अनिल2")).toBe("Invalid name.");
    expect(validateName("Anil_Kumar")).toBe("Invalid name.");
  });

  it("other patterns: 10-digit mobile, 5-digit activation code without zero, city letters", () => {
    expect(isTenDigitMobile("9820012345")).toBe(true);
    expect(isTenDigitMobile("982001234")).toBe(false);
    expect(isActivationCode("12345")).toBe(true);
    expect(isActivationCode("10345")).toBe(false);
    expect(isActivationCode("1234")).toBe(false);
    expect(validateCityChoice("", "")).toEqual({ city: "City is required.", otherCity: null });
    expect(validateCityChoice("Pune", "")).toEqual({ city: null, otherCity: null });
    expect(validateCityChoice("Other", "")).toEqual({ city: null, otherCity: "Please enter your city." });
    expect(validateCityChoice("Other", "Karad")).toEqual({ city: null, otherCity: null });
    expect(validateCityChoice("Other", "K4rad")).toEqual({ city: null, otherCity: "Invalid city." });
  });

  it("passwords need 8+ characters with letters and a digit", () => {
    expect(validateNewPassword("")).toMatch(/required/);
    expect(validateNewPassword("short1")).toMatch(/8 characters/);
    expect(validateNewPassword("longbutnodigit")).toMatch(/digit/);
    expect(validateNewPassword("Nifty2026")).toBe(null);
  });
});

describe("formatMoney", () => {
  it("groups INR in lakhs with no decimals and USD with cents", () => {
    expect(formatMoney(2_49_300_00, "INR")).toBe("₹2,49,300");
    expect(formatMoney(83_100, "INR")).toBe("₹831");
    expect(formatMoney(1_250, "USD")).toBe("$12.50");
  });
});
