import { describe, expect, it } from "vitest";
import { checkWebinarInput, exactUnitsToMinor, type WebinarInput } from "../../src/education/index.ts";

const valid: WebinarInput = {
  track: "technical-analysis",
  isVideo: false,
  title: "Reading candlesticks",
  description: "",
  titleHi: "",
  descriptionHi: "",
  prerequisite: "",
  durationMinutes: 90,
  presenter: "Asha Rao",
  aboutPresenter: "",
  level: "Beginner",
  language: "English",
  category: null,
  thumbnailUrl: "",
  videoId: "",
  dateTime: "2026-05-01T19:00:00+05:30",
  isPaidWebinar: false,
  inrAmount: 0,
  usdAmount: 0,
  discount: null,
  discountEndDate: null,
  couponCode: "",
  seatLimit: null,
  joinUrl: "",
  series: null,
};

describe("webinar input rules", () => {
  it("accepts a complete free webinar", () => {
    expect(checkWebinarInput(valid)).toEqual({});
  });

  it("names each broken field with its message", () => {
    const errors = checkWebinarInput({
      ...valid,
      title: " ",
      presenter: "",
      durationMinutes: 0,
      dateTime: "2026-05-01T19:00",
      joinUrl: "http://meet.example.com/x",
      seatLimit: 0,
      series: "Basics Of TA",
      thumbnailUrl: "//evil.example/x.png",
    });
    expect(errors).toEqual({
      title: "The title is required.",
      presenter: "The presenter is required.",
      durationMinutes: "The duration must be a whole number of minutes from 1 to 600.",
      dateTime: "Enter the date and time with its time zone.",
      joinUrl: "The join link must be an https address.",
      seatLimit: "The seat limit must be a whole number from 1 to 100000, or empty for no limit.",
      series: "A series is lowercase words joined by '-'.",
      thumbnailUrl: "The thumbnail must be an https address or a path on this site.",
    });
  });

  it("needs prices in both currencies for a paid webinar and none for a free one", () => {
    expect(checkWebinarInput({ ...valid, isPaidWebinar: true, inrAmount: 999, usdAmount: 0 })).toEqual({
      usdAmount: "A paid webinar needs a price in both currencies.",
    });
    expect(checkWebinarInput({ ...valid, inrAmount: 10 })).toEqual({ inrAmount: "A free webinar has no price." });
    expect(checkWebinarInput({ ...valid, isPaidWebinar: true, inrAmount: 999.5, usdAmount: 12.345 })).toEqual({
      inrAmount: "Enter the INR price in whole rupees.",
      usdAmount: "Enter the USD price with at most 2 decimals.",
    });
  });

  it("needs a video id and a category for a video", () => {
    expect(checkWebinarInput({ ...valid, isVideo: true, presenter: "" })).toEqual({
      videoId: "A video needs the provider's 11-character video id.",
      category: "A video needs a category.",
    });
    expect(checkWebinarInput({ ...valid, isVideo: true, presenter: "", videoId: "dQw4w9WgXcQ", category: "ShortVideo" })).toEqual({});
  });

  it("checks the offer: percent range, a date, a letters-and-digits coupon", () => {
    expect(
      checkWebinarInput({
        ...valid,
        isPaidWebinar: true,
        inrAmount: 999,
        usdAmount: 12.99,
        discount: 120,
        discountEndDate: "2026-02-30",
        couponCode: "NO SPACES",
      }),
    ).toEqual({
      discount: "The discount is a percentage from 0 to 100.",
      discountEndDate: "The discount end date is a date (YYYY-MM-DD).",
      couponCode: "A coupon code is letters and digits, at most 30.",
    });
    expect(checkWebinarInput({ ...valid, couponCode: "LIVE20" })).toEqual({
      discount: "Enter the discount the end date or coupon belongs to.",
    });
  });

  it("converts currency units to minor units only when the currency charges that precision", () => {
    expect(exactUnitsToMinor(499, "INR")).toBe(499_00);
    expect(exactUnitsToMinor(499.5, "INR")).toBeNull();
    expect(exactUnitsToMinor(6.99, "USD")).toBe(6_99);
    expect(exactUnitsToMinor(0.1 + 0.2, "USD")).toBe(30);
    expect(exactUnitsToMinor(6.999, "USD")).toBeNull();
  });
});
