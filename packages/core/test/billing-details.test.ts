import { describe, expect, it } from "vitest";
import { billingMessages, normaliseBillingDetails, validateBillingDetails, validateGstin } from "../src/billing-details.ts";
import { gstinCheckCharacter, gstStateCode } from "../src/invoices/index.ts";
import { statesOf } from "../src/locations.ts";

describe("validateGstin", () => {
  it("accepts real-format GSTINs whose check character matches", () => {
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "24AAACC1206D1ZM", "33AAACH7409R1Z8"])
      expect(validateGstin(gstin), gstin).toBeNull();
  });

  it("refuses a wrong shape, and a single changed character through the check character", () => {
    for (const gstin of ["", "27AAPFU0939F1Z", "27AAPFU0939F1ZV0", "2AAAPFU0939F1ZV", "27AAPFU0939F1YV", "27aapfu0939f1zv"])
      expect(validateGstin(gstin), gstin).toBe(billingMessages.gstinInvalid);
    expect(validateGstin("27AAPFU0939F1ZW")).toBe(billingMessages.gstinChecksum);
    expect(validateGstin("27AAPFU0938F1ZV")).toBe(billingMessages.gstinChecksum);
  });

  it("refuses a GSTIN whose first two digits are no GST state code, even with a matching check character", () => {
    const first14 = "99AAPFU0939F1Z";
    expect(validateGstin(first14 + gstinCheckCharacter(first14))).toBe(billingMessages.gstinInvalid);
  });
});

describe("billing details", () => {
  const valid = {
    name: "Meera Iyer",
    address: "12 FC Road",
    city: "Pune",
    state: "Maharashtra",
    pinCode: "411004",
    country: "India",
    phone: "98765 43210",
  };

  it("are normalised: spaces squeezed, phone digits only, GSTIN upper case, empty GSTIN none", () => {
    expect(normaliseBillingDetails({ ...valid, name: " Meera  Iyer ", gstin: " 27aapfu0939f1zv " })).toEqual({
      ...valid,
      phone: "9876543210",
      gstin: "27AAPFU0939F1ZV",
    });
    expect(normaliseBillingDetails({ ...valid, gstin: "  " }).gstin).toBeNull();
  });

  it("are valid with or without a GSTIN, and a GSTIN is refused outside India", () => {
    expect(validateBillingDetails(normaliseBillingDetails(valid))).toEqual({});
    expect(validateBillingDetails(normaliseBillingDetails({ ...valid, gstin: "27AAPFU0939F1ZV" }))).toEqual({});
    const usa = normaliseBillingDetails({
      ...valid,
      country: "USA",
      state: "California",
      city: "San Jose",
      pinCode: "95113",
      gstin: "27AAPFU0939F1ZV",
    });
    expect(validateBillingDetails(usa)).toEqual({ gstin: billingMessages.gstinOnlyIndia });
  });

  it("refuse a GSTIN registered in another state than the address's, naming that state", () => {
    const karnataka = normaliseBillingDetails({
      ...valid,
      state: "Karnataka",
      city: "Bengaluru",
      pinCode: "560001",
      gstin: "27AAPFU0939F1ZV",
    });
    expect(validateBillingDetails(karnataka)).toEqual({ gstin: billingMessages.gstinStateMismatch("Maharashtra", "Karnataka") });
    expect(billingMessages.gstinStateMismatch("Maharashtra", "Karnataka")).toBe(
      "This GSTIN is registered in Maharashtra, not Karnataka: give the address of that registration.",
    );
    expect(validateBillingDetails({ ...karnataka, gstin: "29AAGCB7383J1Z4" })).toEqual({});
    // An unknown state is the state field's error; the GSTIN is not blamed for it.
    expect(validateBillingDetails({ ...karnataka, state: "Atlantis" })).toEqual({ state: expect.any(String) });
  });

  it("can match every Indian state of the address list to a GST state code", () => {
    expect(statesOf("India").filter((state) => gstStateCode(state) === null)).toEqual([]);
  });
});
