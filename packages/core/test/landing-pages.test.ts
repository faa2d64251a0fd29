import { describe, expect, it } from "vitest";
import { LandingPage, landingPageName, parseLandingPage } from "../src/landing-pages.ts";

describe("LandingPage enum", () => {
  it("has the docs/business-rules.md#landing-pages values", () => {
    expect(LandingPage).toEqual({ LPageInvestar: 1, LPageMQOffer: 2 });
  });

  it("names each value", () => {
    expect(landingPageName(1)).toBe("LPageInvestar");
    expect(landingPageName(2)).toBe("LPageMQOffer");
  });
});

describe("parseLandingPage", () => {
  it("defaults to LPageInvestar when the parameter is absent or empty", () => {
    expect(parseLandingPage(undefined)).toBe(LandingPage.LPageInvestar);
    expect(parseLandingPage(null)).toBe(LandingPage.LPageInvestar);
    expect(parseLandingPage("")).toBe(LandingPage.LPageInvestar);
  });

  it("accepts the numeric values", () => {
    expect(parseLandingPage("1")).toBe(LandingPage.LPageInvestar);
    expect(parseLandingPage("2")).toBe(LandingPage.LPageMQOffer);
  });

  it("accepts the names in any letter case", () => {
    expect(parseLandingPage("LPageInvestar")).toBe(LandingPage.LPageInvestar);
    expect(parseLandingPage("lpageinvestar")).toBe(LandingPage.LPageInvestar);
    expect(parseLandingPage("LPageMQOffer")).toBe(LandingPage.LPageMQOffer);
    expect(parseLandingPage("LPAGEMQOFFER")).toBe(LandingPage.LPageMQOffer);
    expect(parseLandingPage("lpageMqOffer")).toBe(LandingPage.LPageMQOffer);
  });

  it("rejects anything else", () => {
    for (const bad of ["0", "3", "01", "01x", "-1", "1.0", "Investar", "MQOffer", "LPage", "constructor", "toString", "__proto__"]) {
      expect(parseLandingPage(bad)).toBeNull();
    }
  });
});
