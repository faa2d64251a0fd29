import { billingMessages } from "@investar/core/billing-details";
import { profileMessages } from "@investar/core/profile";
import { messages } from "@investar/core";
import { describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const t = suiteApp({});
const me = suiteUser(t, { name: "Meera Iyer" });
const other = suiteUser(t);
const admin = suiteUser(t, { role: "Admin" });

const read = (user: TestUser, id = user.userId) =>
  t.app.inject({ method: "GET", url: `/api/payment/UsersPaymentFormDetails?userid=${id}`, headers: user.auth });
const save = (user: TestUser, payload: object, id = user.userId) =>
  t.app.inject({ method: "POST", url: `/api/payment/SetUserPaymentFormDetails?userId=${id}`, headers: user.auth, payload });

const valid = {
  name: "Meera Iyer",
  address: "4th floor, 12 FC Road",
  city: "Pune",
  state: "Maharashtra",
  pinCode: "411004",
  country: "India",
  phone: "9876543210",
};

describe("UsersPaymentFormDetails", () => {
  it("suggests the profile's details before any are saved", async () => {
    await t.app.inject({
      method: "POST",
      url: `/api/user/SaveContactProfile?userId=${me.userId}`,
      headers: me.auth,
      payload: { country: "India", state: "Karnataka", city: "Other", otherCity: "Hosur Road", address: "7 Lake View", pinCode: "560100" },
    });
    const res = await read(me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: "Meera Iyer",
      address: "7 Lake View",
      city: "Hosur Road",
      state: "Karnataka",
      pinCode: "560100",
      country: "India",
      phone: "9876543210",
      gstin: null,
      isSaved: false,
      profileAddress: { address: "7 Lake View", city: "Hosur Road", state: "Karnataka", pinCode: "560100", country: "India" },
    });
  });
});

describe("SetUserPaymentFormDetails", () => {
  it("remembers the details, normalising the GSTIN, and answers them from then on", async () => {
    const res = await save(me, { ...valid, name: "  Meera   Iyer ", gstin: "27aapfu 0939f1zv" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...valid, gstin: "27AAPFU0939F1ZV" });
    expect((await read(me)).json()).toMatchObject({ ...valid, gstin: "27AAPFU0939F1ZV", isSaved: true });

    const again = await save(me, { ...valid, address: "Flat 3, 9 MG Road", gstin: "" });
    expect(again.json().gstin).toBeNull();
    expect((await read(me)).json()).toMatchObject({ address: "Flat 3, 9 MG Road", gstin: null, isSaved: true });
  });

  it("accepts a US address with a ZIP code and no GSTIN", async () => {
    const res = await save(other, {
      name: "John Carter",
      address: "1 Main Street",
      city: "San Jose",
      state: "California",
      pinCode: "95113",
      country: "USA",
      phone: "14085550100",
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers each bad field with 400, its message, and the field named", async () => {
    const cases: [object, string, string][] = [
      [{ name: "R2 D2" }, "name", messages.nameInvalid],
      [{ address: " ", gstin: "27AAPFU0939F1ZV" }, "address", billingMessages.addressRequiredWithGstin],
      [{ name: "", gstin: "27AAPFU0939F1ZV" }, "name", billingMessages.nameRequiredWithGstin],
      [{ city: "", gstin: "27AAPFU0939F1ZV" }, "city", billingMessages.cityRequiredWithGstin],
      [{ pinCode: "", gstin: "27AAPFU0939F1ZV" }, "pinCode", profileMessages.pinCodeRequired("India")],
      [{ address: "x".repeat(201) }, "address", profileMessages.addressTooLong],
      [{ city: "Pune 2" }, "city", messages.cityInvalid],
      [{ country: "Nepal" }, "country", profileMessages.countryRequired],
      [{ state: "" }, "state", profileMessages.stateRequired],
      [{ state: "Atlantis" }, "state", profileMessages.stateInvalid],
      [{ pinCode: "01234" }, "pinCode", profileMessages.pinCodeInvalid("India")],
      [{ phone: "98765abc" }, "phone", messages.mobileInvalid],
      [{ gstin: "27AAPFU0939F1Z" }, "gstin", billingMessages.gstinInvalid],
      [{ gstin: "27AAPFU0939F1ZX" }, "gstin", billingMessages.gstinChecksum],
      [{ country: "USA", state: "California", pinCode: "95113", gstin: "27AAPFU0939F1ZV" }, "gstin", billingMessages.gstinOnlyIndia],
    ];
    for (const [change, field, message] of cases) {
      const res = await save(me, { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
      expect(res.json().errors[field], JSON.stringify(change)).toEqual([message]);
    }
    // Nothing of the refused attempts was kept.
    expect((await read(me)).json().address).toBe("Flat 3, 9 MG Road");
  });

  it("asks a buyer without a GSTIN only for the state: name, address, city, PIN and phone may stay empty", async () => {
    const buyer = await createUser(t);
    const stateOnly = { name: "", address: "", city: "", state: "Karnataka", pinCode: "", country: "India", phone: "", gstin: "" };
    const res = await save(buyer, stateOnly);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...stateOnly, gstin: null });
    expect((await read(buyer)).json()).toMatchObject({ ...stateOnly, gstin: null, isSaved: true });
  });

  it("puts the address in the profile when asked, in the profile's own form, and leaves it alone otherwise", async () => {
    const buyer = await createUser(t);
    const profileOf = async () => (await read(buyer)).json().profileAddress;
    expect((await save(buyer, { ...valid, city: "Hinjawadi" })).statusCode).toBe(200);
    expect(await profileOf()).toEqual({ address: "", city: "", state: "", pinCode: "", country: "" });

    expect((await save(buyer, { ...valid, city: "Hinjawadi", updateProfile: true })).statusCode).toBe(200);
    expect(await profileOf()).toEqual({
      address: valid.address,
      city: "Hinjawadi",
      state: "Maharashtra",
      pinCode: "411004",
      country: "India",
    });
    const profile = await t.app.inject({
      method: "GET",
      url: `/api/user/GetContactInfoProfile?userId=${buyer.userId}`,
      headers: buyer.auth,
    });
    expect(profile.json()).toMatchObject({ city: "Other", otherCity: "Hinjawadi", address: valid.address });

    // A state alone is no profile address: refused with the profile's message, and nothing of the attempt is kept.
    const partial = await save(buyer, { ...valid, address: "", city: "", pinCode: "", state: "Goa", updateProfile: true });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(messages.cityRequired);
    expect((await read(buyer)).json()).toMatchObject({ state: "Maharashtra", city: "Hinjawadi" });
  });

  it("refuses oversized fields, a non-JSON body and a bad userId with 400", async () => {
    const long = await save(me, { ...valid, address: "x".repeat(401) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 400 characters/);
    const text = await t.app.inject({
      method: "POST",
      url: `/api/payment/SetUserPaymentFormDetails?userId=${me.userId}`,
      headers: { ...me.auth, "content-type": "text/plain" },
      payload: "name=x",
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toEqual(expect.any(String));
    const badId = await read(me, "abc" as unknown as number);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/userId must be a number/);
  });

  it("keeps each customer's details to themselves; an admin may act for them", async () => {
    expect((await read(other, me.userId)).statusCode).toBe(403);
    expect((await save(other, valid, me.userId)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/payment/UsersPaymentFormDetails?userid=${me.userId}` })).statusCode).toBe(401);
    const byAdmin = await save(admin, { ...valid, address: "Set by support" }, me.userId);
    expect(byAdmin.statusCode).toBe(200);
    expect((await read(me)).json().address).toBe("Set by support");
  });
});
