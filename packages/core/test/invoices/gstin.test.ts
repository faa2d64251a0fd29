import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkGstin, describeState, gstinCheckCharacter, gstStateCode, isValidGstin, stateNameOfCode } from "../../src/invoices/index.ts";
import { statesOf } from "../../src/locations.ts";

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 2_000) };
const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

describe("GSTIN", () => {
  it("accepts real-shaped GSTINs whose check character matches", () => {
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "07AAGFF2194N1Z1", "33AAACH7409R1Z8", "24AAACC1206D1ZM", "27AAHCI4821M1Z9"])
      expect(isValidGstin(gstin)).toBe(true);
    expect(checkGstin(" 29aagcb7383j1z4 ")).toEqual({
      ok: true,
      gstin: "29AAGCB7383J1Z4",
      stateCode: "29",
      stateName: "Karnataka",
      pan: "AAGCB7383J",
    });
  });

  it("refuses, saying why, the wrong length, shape, state code or check character", () => {
    const message = (value: string) => {
      const result = checkGstin(value);
      return result.ok ? null : result.message;
    };
    expect(message("27AAPFU0939F1Z")).toMatch(/15 characters/);
    expect(message("27AAPFU0939F1XV")).toMatch(/is not a GSTIN/);
    expect(message("2AAAPFU0939F1ZV")).toMatch(/is not a GSTIN/);
    expect(message("99AAPFU0939F1ZV")).toMatch(/not a GST state code/);
    expect(message("27AAPFU0939F1ZW")).toMatch(/mistyped/);
  });

  it("catches any one mistyped character (property)", () => {
    const letter = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    const digit = fc.constantFrom(..."0123456789");
    const first14 = fc
      .tuple(
        fc.constantFrom("07", "27", "29", "33", "36"),
        fc.array(letter, { minLength: 5, maxLength: 5 }),
        fc.array(digit, { minLength: 4, maxLength: 4 }),
        letter,
        fc.constantFrom(..."123456789ABC"),
      )
      .map(([state, pan1, pan2, pan3, entity]) => `${state}${pan1.join("")}${pan2.join("")}${pan3}${entity}Z`);
    fc.assert(
      fc.property(first14, fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 35 }), (prefix, position, shift) => {
        const gstin = prefix + gstinCheckCharacter(prefix);
        expect(isValidGstin(gstin)).toBe(true);
        const mistyped = gstin.slice(0, position) + BASE36[(BASE36.indexOf(gstin[position]!) + shift) % 36] + gstin.slice(position + 1);
        expect(isValidGstin(mistyped)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe("GST state codes", () => {
  it("name every state and union territory of the location list", () => {
    for (const state of statesOf("India")) expect(gstStateCode(state), state).not.toBeNull();
    expect(gstStateCode("maharashtra")).toBe("27");
    expect(gstStateCode("Andhra Pradesh")).toBe("37");
    expect(gstStateCode("California")).toBeNull();
    expect(stateNameOfCode("28")).toBe("Andhra Pradesh");
    expect(describeState("29")).toBe("Karnataka (29)");
  });
});
