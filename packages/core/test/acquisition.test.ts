import { describe, expect, it } from "vitest";
import {
  ACQUISITION_COOKIE_MAX,
  decodeAcquisition,
  describeAcquisition,
  encodeAcquisition,
  mentionsAcquisition,
  sanitizeAcquisition,
} from "../src/acquisition.ts";

describe("sanitizeAcquisition (docs/business-rules.md#acquisition)", () => {
  it("keeps the known parameters only, without control characters, trimmed and at most 200 characters", () => {
    expect(
      sanitizeAcquisition({
        utm_source: " goo\u0000gle ",
        utm_medium: "\u0000",
        utm_campaign: "é".repeat(500),
        ref: "x",
        gclid: ["a", "b"],
      }),
    ).toEqual({ utm_source: "google", utm_campaign: "é".repeat(200), gclid: "a" });
  });

  it("is null when nothing is left, or for something that is not a record", () => {
    expect(sanitizeAcquisition({ utm_source: "", fbclid: 7 })).toBeNull();
    expect(sanitizeAcquisition("utm_source=google")).toBeNull();
    expect(sanitizeAcquisition(null)).toBeNull();
  });
});

describe("the first-touch cookie's value", () => {
  it("round-trips, and refuses what does not parse", () => {
    const value = encodeAcquisition({ utm_source: "google", gclid: "abc" })!;
    expect(decodeAcquisition(value)).toEqual({ utm_source: "google", gclid: "abc" });
    expect(decodeAcquisition("{not json")).toBeNull();
    expect(decodeAcquisition(undefined)).toBeNull();
  });

  it("drops the click ids, then the finer UTM parameters, until it fits a cookie", () => {
    const wide = "😀".repeat(200);
    const value = encodeAcquisition({ utm_source: "google", utm_medium: wide, utm_campaign: wide, gclid: wide, fbclid: wide })!;
    expect(encodeURIComponent(value).length).toBeLessThanOrEqual(ACQUISITION_COOKIE_MAX);
    expect(Object.keys(decodeAcquisition(value)!)).toEqual(["utm_source", "utm_medium"]);
  });
});

describe("mentionsAcquisition", () => {
  it("spots a parameter by name, not inside another's", () => {
    expect(mentionsAcquisition("?a=1&utm_source=x")).toBe(true);
    expect(mentionsAcquisition("?gclid=x")).toBe(true);
    expect(mentionsAcquisition("?my_utm_source=x&q=gclid")).toBe(false);
  });
});

describe("describeAcquisition", () => {
  it("reads as one line for staff", () => {
    expect(describeAcquisition({ utm_source: "google", utm_medium: "cpc", utm_campaign: "diwali", gclid: "abc" })).toBe(
      "google / cpc / diwali · gclid abc",
    );
  });
});
