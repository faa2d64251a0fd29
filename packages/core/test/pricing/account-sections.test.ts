import { describe, expect, it } from "vitest";
import { hasBoughtIntradayData, trialEndToShow } from "../../src/pricing/index.ts";
import { subscriber, testCatalogue, toolSubscr } from "./fixtures.ts";

const catalogue = testCatalogue();

describe("hasBoughtIntradayData", () => {
  it("is false for a trial user and for a subscriber without a data add-on", () => {
    expect(hasBoughtIntradayData(catalogue, subscriber({ TrialEndDate: "2025-01-17" }))).toBe(false);
    expect(hasBoughtIntradayData(catalogue, subscriber({ ToolSubscr: toolSubscr({ Addons: ["Screener", "History"] }) }))).toBe(false);
  });

  it("is true when the desktop or the mobile subscription holds a data add-on", () => {
    expect(hasBoughtIntradayData(catalogue, subscriber({ ToolSubscr: toolSubscr({ Addons: ["Cash5"] }) }))).toBe(true);
    expect(hasBoughtIntradayData(catalogue, subscriber({ ToolSubscr: toolSubscr({ Addons: ["RTCash", "RTFO"] }) }))).toBe(true);
    expect(hasBoughtIntradayData(catalogue, subscriber({ MobileSubscr: toolSubscr({ Addons: ["FO5"] }) }))).toBe(true);
  });

  it("ignores add-ons on a record that was never paid for", () => {
    expect(hasBoughtIntradayData(catalogue, subscriber({ ToolSubscr: toolSubscr({ Addons: ["Cash5"], IsSubscribed: false }) }))).toBe(
      false,
    );
  });
});

describe("trialEndToShow", () => {
  it("shows the trial's end to someone who has not paid for the desktop software", () => {
    expect(trialEndToShow(subscriber({ TrialEndDate: "2025-01-17" }))).toBe("2025-01-17");
    expect(trialEndToShow(subscriber({ TrialEndDate: "2025-01-17", ToolSubscr: toolSubscr({ IsSubscribed: false }) }))).toBe("2025-01-17");
  });

  it("hides it once a desktop subscription has been paid for", () => {
    expect(trialEndToShow(subscriber({ TrialEndDate: "2025-01-17", ToolSubscr: toolSubscr() }))).toBeNull();
  });
});
