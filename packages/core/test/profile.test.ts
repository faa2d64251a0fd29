import { describe, expect, it } from "vitest";
import { messages } from "../src/validation.ts";
import {
  isoDateIn,
  normaliseContactInfo,
  normaliseMemberInfo,
  profileMessages,
  validateContactInfo,
  validateDateOfBirth,
  validateMemberInfo,
} from "../src/profile.ts";

const today = "2026-06-15";

describe("date of birth", () => {
  it("accepts an empty date and adults, counting the birthday itself", () => {
    expect(validateDateOfBirth(null, today)).toBeNull();
    expect(validateDateOfBirth("", today)).toBeNull();
    expect(validateDateOfBirth("1980-01-31", today)).toBeNull();
    expect(validateDateOfBirth("2008-06-15", today)).toBeNull();
  });

  it("rejects the day before an 18th birthday, the future and impossible dates", () => {
    expect(validateDateOfBirth("2008-06-16", today)).toBe(profileMessages.dateOfBirthTooYoung);
    expect(validateDateOfBirth("2026-06-16", today)).toBe(profileMessages.dateOfBirthFuture);
    expect(validateDateOfBirth("1990-02-30", today)).toBe(profileMessages.dateOfBirthInvalid);
    expect(validateDateOfBirth("15/06/1990", today)).toBe(profileMessages.dateOfBirthInvalid);
    expect(validateDateOfBirth("1890-01-01", today)).toBe(profileMessages.dateOfBirthTooOld);
  });

  it("takes today's date in India", () => {
    expect(isoDateIn(new Date("2026-06-14T19:00:00Z"))).toBe("2026-06-15");
    expect(isoDateIn(new Date("2026-06-14T18:00:00Z"))).toBe("2026-06-14");
  });
});

describe("member info", () => {
  it("accepts a name alone, blanks meaning not given", () => {
    const info = normaliseMemberInfo({ fullName: "  Asha   Verma ", gender: "", occupation: " ", dateOfBirth: "" });
    expect(info).toEqual({ fullName: "Asha Verma", gender: null, dateOfBirth: null, occupation: null, tradingExperience: null });
    expect(validateMemberInfo(info, today)).toEqual({});
  });

  it("names each broken field", () => {
    const info = normaliseMemberInfo({
      fullName: "R2",
      gender: "Robot",
      dateOfBirth: "2020-01-01",
      occupation: "Pilot",
      tradingExperience: "Forever",
    });
    expect(validateMemberInfo(info, today)).toEqual({
      fullName: messages.nameInvalid,
      gender: profileMessages.genderInvalid,
      dateOfBirth: profileMessages.dateOfBirthTooYoung,
      occupation: profileMessages.occupationInvalid,
      tradingExperience: profileMessages.tradingExperienceInvalid,
    });
  });
});

describe("contact info", () => {
  const valid = { country: "India", state: "Maharashtra", city: "Pune", otherCity: "", address: "12 MG Road", pinCode: "411001" };

  it("accepts a listed city and drops a stray typed city", () => {
    const info = normaliseContactInfo({ ...valid, otherCity: "Ignored" });
    expect(info.otherCity).toBeNull();
    expect(validateContactInfo(info)).toEqual({});
  });

  it("accepts 'Other' with a typed city", () => {
    expect(validateContactInfo(normaliseContactInfo({ ...valid, city: "Other", otherCity: "Lonavala" }))).toEqual({});
  });

  it("applies docs/business-rules.md#city-rules's City/'Other' rule", () => {
    expect(validateContactInfo(normaliseContactInfo({ ...valid, city: "" }))).toEqual({ city: messages.cityRequired });
    expect(validateContactInfo(normaliseContactInfo({ ...valid, city: "Other", otherCity: "" }))).toEqual({
      otherCity: messages.otherCityRequired,
    });
    expect(validateContactInfo(normaliseContactInfo({ ...valid, city: "Chennai" }))).toEqual({ city: profileMessages.cityNotListed });
  });

  it("checks country, state and the postal code of the country", () => {
    expect(validateContactInfo(normaliseContactInfo({ ...valid, country: "Nepal" }))).toEqual({ country: profileMessages.countryRequired });
    expect(validateContactInfo(normaliseContactInfo({ ...valid, state: "Texas" }))).toEqual({ state: profileMessages.stateInvalid });
    expect(validateContactInfo(normaliseContactInfo({ ...valid, pinCode: "41100" }))).toEqual({ pinCode: "PIN code must be 6 digits." });
    expect(validateContactInfo(normaliseContactInfo({ ...valid, pinCode: "" }))).toEqual({ pinCode: "PIN code is required." });
    const usa = { country: "USA", state: "Texas", city: "Austin", otherCity: "", address: "", pinCode: "73301" };
    expect(validateContactInfo(normaliseContactInfo(usa))).toEqual({});
    expect(validateContactInfo(normaliseContactInfo({ ...usa, pinCode: "411001" }))).toEqual({ pinCode: "ZIP code must be 5 digits." });
  });
});
