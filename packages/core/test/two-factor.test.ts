import { describe, expect, it } from "vitest";
import {
  adminStanding,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  formatRecoveryCode,
  limitRules,
  readSecondFactorCode,
  secondStepFor,
} from "../src/index.ts";

describe("readSecondFactorCode", () => {
  it("reads six digits as an authenticator code, spaces allowed as apps show them", () => {
    expect(readSecondFactorCode("123456")).toEqual({ kind: "totp", code: "123456" });
    expect(readSecondFactorCode(" 123 456 ")).toEqual({ kind: "totp", code: "123456" });
  });

  it("reads a printed recovery code in any case, with or without its hyphens", () => {
    expect(readSecondFactorCode("ABCD-EFGH-JKMN")).toEqual({ kind: "recovery", code: "abcdefghjkmn" });
    expect(readSecondFactorCode("abcdefghjkmn")).toEqual({ kind: "recovery", code: "abcdefghjkmn" });
  });

  it("refuses anything else", () => {
    for (const input of ["", "12345", "1234567", "abcd-efgh-jkm0", "abcd-efgh-jkmn-p", "12345a"]) {
      expect(readSecondFactorCode(input)).toBeNull();
    }
  });
});

describe("recovery codes", () => {
  it("avoid letters misread on paper", () => {
    for (const ambiguous of ["0", "o", "1", "l", "i"]) expect(RECOVERY_CODE_ALPHABET).not.toContain(ambiguous);
  });

  it("are printed in groups of four and read back as typed", () => {
    const code = RECOVERY_CODE_ALPHABET.slice(0, RECOVERY_CODE_LENGTH);
    expect(formatRecoveryCode(code)).toBe("2345-6789-abcd");
    expect(readSecondFactorCode(formatRecoveryCode(code))).toEqual({ kind: "recovery", code });
  });
});

describe("secondStepFor", () => {
  it("asks an enrolled account for a code whatever its role", () => {
    expect(secondStepFor({ enrolled: true, isAdmin: true }, "optional")).toBe("code");
    expect(secondStepFor({ enrolled: true, isAdmin: false }, "required")).toBe("code");
  });

  it("sends an admin without an authenticator to enrol only when ADMIN_2FA=required", () => {
    expect(secondStepFor({ enrolled: false, isAdmin: true }, "required")).toBe("enrol");
    expect(secondStepFor({ enrolled: false, isAdmin: true }, "optional")).toBe("none");
    expect(secondStepFor({ enrolled: false, isAdmin: false }, "required")).toBe("none");
  });
});

describe("adminStanding", () => {
  it("makes an admin role that must still enrol a customer (not an admin) with only the enrolment flag", () => {
    expect(adminStanding({ enrolled: false, adminRole: true }, "required")).toEqual({ isAdmin: false, mustEnrolTwoFactor: true });
    expect(adminStanding({ enrolled: true, adminRole: true }, "required")).toEqual({ isAdmin: true, mustEnrolTwoFactor: false });
    expect(adminStanding({ enrolled: false, adminRole: true }, "optional")).toEqual({ isAdmin: true, mustEnrolTwoFactor: false });
    expect(adminStanding({ enrolled: false, adminRole: false }, "required")).toEqual({ isAdmin: false, mustEnrolTwoFactor: false });
  });
});

describe("the code step's limit", () => {
  it("allows five wrong codes per sign-in and ten per browser (or address) in 15 minutes, and none per account", () => {
    expect(limitRules.secondFactorFailuresPerChallenge).toMatchObject({ max: 5, windowMs: 900_000 });
    expect(limitRules.secondFactorFailuresPerDevice).toMatchObject({ max: 10, windowMs: 900_000 });
    expect(Object.keys(limitRules).filter((name) => name.startsWith("secondFactor"))).not.toContain("secondFactorFailuresPerAccount");
  });
});
