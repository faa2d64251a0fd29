import { describe, expect, it } from "vitest";
import { sampleCatalogue, selectionWithDefaults } from "@investar/core";
import {
  channelProducts,
  licencesFromInput,
  withAddon,
  withChannel,
  withDefaultLicenceType,
  withProduct,
} from "../app/components/pricing/selection-edits.ts";

const pro = selectionWithDefaults({
  currency: "INR",
  product: "Pro",
  plan: "Quarter",
  addons: ["Intraday (NSE Cash 5-Min)"],
  noOfLicenses: 3,
  licenseType: "Simultaneous",
  portfolio: 10,
});

describe("one choice on CustomizeSubscription changing the rest", () => {
  it("drops add-ons the new edition doesn't offer", () => {
    expect(withProduct(sampleCatalogue, pro, "Standard").addons).toEqual(["Intraday (NSE Cash 5-Min)"]);
    expect(withProduct(sampleCatalogue, pro, "Basic")).toMatchObject({ product: "Basic", addons: [], noOfLicenses: 3 });
  });

  it("brings Lite back to its one licence", () => {
    expect(withProduct(sampleCatalogue, pro, "Lite")).toMatchObject({ product: "Lite", noOfLicenses: 1, licenseType: null });
  });

  it("moves to the mobile app with one licence, no portfolio and the mobile add-ons only", () => {
    const mobile = withChannel(sampleCatalogue, { ...pro, addons: ["Intraday (NSE Cash 5-Min)", "Real-Time (NSE Cash)"] }, true);
    expect(mobile).toMatchObject({
      isMobile: true,
      product: "Pro",
      addons: ["Intraday (NSE Cash 5-Min)"],
      noOfLicenses: 1,
      licenseType: null,
      portfolio: 0,
    });
    // Basic is not sold on mobile: the first paid mobile edition is chosen.
    expect(withChannel(sampleCatalogue, { ...pro, product: "Basic", addons: [] }, true).product).toBe("Standard");
    expect(withChannel(sampleCatalogue, mobile, false)).toMatchObject({ isMobile: false, product: "Pro" });
  });

  it("adds and removes add-ons in the catalogue's order, never adding one behind the customer's back", () => {
    const withFo = withAddon(sampleCatalogue, { ...pro, addons: [] }, "Real-Time (NSE F&O)", true);
    expect(withFo.addons).toEqual(["Real-Time (NSE F&O)"]);
    expect(withAddon(sampleCatalogue, withFo, "Real-Time (NSE Cash)", true).addons).toEqual([
      "Real-Time (NSE Cash)",
      "Real-Time (NSE F&O)",
    ]);
    expect(withAddon(sampleCatalogue, pro, "Intraday (NSE Cash 5-Min)", false).addons).toEqual([]);
  });

  it("lists each channel's editions cheapest first", () => {
    expect(channelProducts(sampleCatalogue, false).map((product) => product.id)).toEqual(["Lite", "Basic", "Standard", "Pro"]);
    expect(channelProducts(sampleCatalogue, true).map((product) => product.id)).toEqual(["Standard", "Pro"]);
  });

  it("reads the licence field, an empty one as 0 so the engine asks for a number", () => {
    expect(licencesFromInput("4")).toBe(4);
    expect(licencesFromInput(" ")).toBe(0);
    expect(licencesFromInput("2.5")).toBe(2.5);
    expect(licencesFromInput("e")).toBe(0);
  });

  it("gives more than one licence a licence type at once: the one held, else Simultaneous (docs/business-rules.md#pricing-error-codes)", () => {
    const three = { ...pro, licenseType: null };
    expect(withDefaultLicenceType(three, null).licenseType).toBe("Simultaneous");
    expect(withDefaultLicenceType(three, "NonSimultaneous").licenseType).toBe("NonSimultaneous");
    // A type already chosen, or a single licence, is left alone.
    expect(withDefaultLicenceType({ ...pro, licenseType: "NonSimultaneous" }, null).licenseType).toBe("NonSimultaneous");
    expect(withDefaultLicenceType({ ...three, noOfLicenses: 1 }, null).licenseType).toBeNull();
  });
});
