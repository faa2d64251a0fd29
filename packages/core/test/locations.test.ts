import { describe, expect, it } from "vitest";
import { messages, validateCityChoice } from "../src/validation.ts";
import { citiesOf, isListedCity } from "../src/cities.ts";
import { COUNTRIES, isCountry, isKnownState, statesOf } from "../src/locations.ts";

describe("location data", () => {
  it("has India and the USA only", () => {
    expect(COUNTRIES).toEqual(["India", "USA"]);
    expect(isCountry("India")).toBe(true);
    expect(isCountry("india")).toBe(false);
    expect(isCountry("Nepal")).toBe(false);
    expect(isCountry(null)).toBe(false);
  });

  it("lists every Indian state and union territory (28 + 8)", () => {
    const states = statesOf("India");
    expect(states).toHaveLength(36);
    for (const name of ["Maharashtra", "Tamil Nadu", "Delhi", "Ladakh", "Lakshadweep", "Puducherry", "Jammu and Kashmir", "Telangana"]) {
      expect(states).toContain(name);
    }
  });

  it("lists at least a dozen US states", () => {
    expect(statesOf("USA").length).toBeGreaterThanOrEqual(12);
    expect(citiesOf("USA", "New Jersey")).toContain("Edison");
  });

  it("gives every state at least one city, with no duplicates, each passing docs/business-rules.md#city-rules's city rule", () => {
    for (const country of COUNTRIES) {
      const states = statesOf(country);
      expect(new Set(states).size, country).toBe(states.length);
      for (const state of states) {
        const cities = citiesOf(country, state);
        expect(cities.length, state).toBeGreaterThan(0);
        expect(new Set(cities).size, state).toBe(cities.length);
        for (const city of cities) expect(validateCityChoice(city, ""), `${state}/${city}`).toEqual({ city: null, otherCity: null });
      }
    }
  });

  it("looks cities up by country and state", () => {
    expect(citiesOf("India", "Maharashtra")).toEqual(expect.arrayContaining(["Mumbai", "Pune", "Nagpur"]));
    expect(citiesOf("India", "Karnataka")).toContain("Bengaluru");
    expect(citiesOf("USA", "Maharashtra")).toEqual([]);
    expect(citiesOf("Nepal", "Bagmati")).toEqual([]);
    expect(statesOf("Nepal")).toEqual([]);
    expect(isKnownState("India", "Gujarat")).toBe(true);
    expect(isKnownState("USA", "Gujarat")).toBe(false);
    expect(isListedCity("India", "Gujarat", "Surat")).toBe(true);
    expect(isListedCity("India", "Kerala", "Surat")).toBe(false);
  });
});

describe("docs/business-rules.md#city-rules city or other city", () => {
  it("requires the city, or the typed city when the choice is 'Other'", () => {
    expect(validateCityChoice("", "")).toEqual({ city: messages.cityRequired, otherCity: null });
    expect(validateCityChoice("Other", "")).toEqual({ city: null, otherCity: messages.otherCityRequired });
    expect(validateCityChoice("Other", "Lonavala")).toEqual({ city: null, otherCity: null });
    expect(validateCityChoice("Other", "L0navala")).toEqual({ city: null, otherCity: messages.cityInvalid });
  });
});
