import { describe, expect, it } from "vitest";
import {
  businessAddressLines,
  businessProfileInput,
  formatDocumentNumber,
  isBusinessProfileComplete,
  sampleBusinessProfile,
} from "../../src/index.ts";

const { sample: _, ...sample } = sampleBusinessProfile;
const problems = (value: unknown) => {
  const result = businessProfileInput.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("business profile rules", () => {
  it("accepts the sample (so local mode's invoices are well formed) and normalises case and spaces", () => {
    expect(isBusinessProfileComplete(sample)).toBe(true);
    const parsed = businessProfileInput.parse({
      ...sample,
      gstin: " 27aahci4821m1z9 ",
      payee: { ...sample.payee, ifsc: "hdfc0000123", upiVpa: "Investar@HDFCBank" },
    });
    expect([parsed.gstin, parsed.payee.ifsc, parsed.payee.upiVpa]).toEqual(["27AAHCI4821M1Z9", "HDFC0000123", "investar@hdfcbank"]);
  });

  it("refuses each bad field with its own message, keyed by its path", () => {
    expect(
      problems({
        ...sample,
        gstin: "27AAHCI4821M1Z8",
        address: { ...sample.address, pinCode: "41101" },
        payee: { ...sample.payee, ifsc: "HDFC1000123", upiVpa: "nobody", accountNumber: "12AB" },
        invoicePrefix: "INVO",
      }),
    ).toEqual({
      gstin: expect.stringMatching(/mistyped/),
      "address.pinCode": "A PIN code is 6 digits and does not start with 0.",
      "payee.ifsc": expect.stringMatching(/four letters, a zero/),
      "payee.upiVpa": expect.stringMatching(/name@bank/),
      "payee.accountNumber": "A bank account number is 9 to 18 digits.",
      invoicePrefix: expect.stringMatching(/1 to 3 letters or digits/),
    });
  });

  it("ties the GSTIN to the registered state and the PAN to the GSTIN", () => {
    expect(problems({ ...sample, address: { ...sample.address, state: "Goa" }, pan: "AAHCI4821N" })).toEqual({
      gstin: "The GSTIN's state code does not match the registered state.",
      pan: "The PAN must be the one inside the GSTIN (its characters 3 to 12).",
    });
    expect(problems({ ...sample, address: { ...sample.address, state: "Atlantis" } })["address.state"]).toBe(
      "Select an Indian state or union territory.",
    );
  });

  it("finds an empty or partial profile incomplete", () => {
    expect(isBusinessProfileComplete(null)).toBe(false);
    expect(isBusinessProfileComplete({ legalName: "Only a name" })).toBe(false);
    expect(problems({})).toMatchObject({ legalName: "Legal name is required.", payee: expect.any(String) });
  });

  it("prints the address line by line and numbers invoices with the prefix within 16 characters", () => {
    expect(businessAddressLines(sample)).toEqual([
      "Office 502, Sai Capital, Senapati Bapat Road",
      "Shivajinagar",
      "Pune 411016",
      "Maharashtra, India",
    ]);
    expect(formatDocumentNumber("invoice", "2026-27", 42, "KC")).toBe("KC/26-27/000042");
    expect(formatDocumentNumber("invoice", "2026-27", 42)).toBe("INV/26-27/000042");
    expect(() => formatDocumentNumber("invoice", "2026-27", 42, "KAVERI")).toThrow(RangeError);
  });
});
