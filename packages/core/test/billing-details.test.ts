import { describe, expect, it } from "vitest";
import {
  billingMessages,
  normaliseBillingDetails,
  offersProfileUpdate,
  requiredBillingFields,
  validateBillingDetails,
  validateGstin,
} from "../src/billing-details.ts";
import { addressMessages } from "../src/addresses.ts";
import { contactInfoOfAddress, validateContactInfo } from "../src/profile.ts";
import { messages } from "../src/validation.ts";
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

  it("ask a consumer (no GSTIN) only for the state, the place of supply; what they do give must still be right", () => {
    const stateOnly = normaliseBillingDetails({ state: "Karnataka", country: "India" });
    expect(validateBillingDetails(stateOnly)).toEqual({});
    expect([...requiredBillingFields(stateOnly)].sort()).toEqual(["country", "state"]);
    expect(validateBillingDetails({ ...stateOnly, state: "" })).toEqual({ state: addressMessages.stateRequired });
    expect(validateBillingDetails({ ...stateOnly, country: "" })).toEqual({ country: addressMessages.countryRequired });
    expect(validateBillingDetails({ ...stateOnly, pinCode: "12345", phone: "98ab", name: "R2 D2", city: "Pune 2" })).toEqual({
      pinCode: addressMessages.pinCodeInvalid("India"),
      phone: messages.mobileInvalid,
      name: messages.nameInvalid,
      city: messages.cityInvalid,
    });
  });

  it("ask a business (a GSTIN) for the full address of its registration, as the invoice prints it", () => {
    const gstinOnly = normaliseBillingDetails({ state: "Maharashtra", country: "India", gstin: "27AAPFU0939F1ZV" });
    expect(validateBillingDetails(gstinOnly)).toEqual({
      name: billingMessages.nameRequiredWithGstin,
      address: billingMessages.addressRequiredWithGstin,
      city: billingMessages.cityRequiredWithGstin,
      pinCode: addressMessages.pinCodeRequired("India"),
    });
    // The phone is never required: no invoice prints it.
    expect(validateBillingDetails(normaliseBillingDetails({ ...valid, phone: "", gstin: "27AAPFU0939F1ZV" }))).toEqual({});
  });

  it("offer to update the profile only with an address it can take that is not already its own", () => {
    const profile = { address: "12 FC Road", city: "Pune", state: "Maharashtra", pinCode: "411004", country: "India" };
    expect(offersProfileUpdate(valid, profile)).toBe(false);
    expect(offersProfileUpdate({ ...valid, address: "12  fc road " }, profile)).toBe(false);
    expect(offersProfileUpdate({ ...valid, address: "7 Laxmi Road" }, profile)).toBe(true);
    expect(offersProfileUpdate(valid, { ...profile, pinCode: "", city: "" })).toBe(true);
    // State only: the profile needs a city and PIN too.
    expect(offersProfileUpdate({ ...valid, address: "", city: "", pinCode: "" }, { ...profile, state: "Goa" })).toBe(false);
  });

  it("become profile contact details the profile's own rules accept, a city off the list typed as 'Other'", () => {
    const listed = contactInfoOfAddress({ ...valid, city: "pune" });
    expect(listed).toMatchObject({ city: "Pune", otherCity: null });
    expect(validateContactInfo(listed)).toEqual({});
    const typed = contactInfoOfAddress({ ...valid, city: "Hinjawadi" });
    expect(typed).toMatchObject({ city: "Other", otherCity: "Hinjawadi", address: "12 FC Road", pinCode: "411004" });
    expect(validateContactInfo(typed)).toEqual({});
  });
});
