import { describe, expect, it } from "vitest";
import { internationalIndianMobile, smsTemplateSetting, wantsMarketingMail } from "../src/messaging.ts";

describe("internationalIndianMobile", () => {
  it("prefixes a stored 10-digit number with 91", () => expect(internationalIndianMobile("9820099999")).toBe("919820099999"));
  it("keeps one 91 on a number typed with its country code or a leading 0", () => {
    expect(internationalIndianMobile("+91 98200 99999")).toBe("919820099999");
    expect(internationalIndianMobile("09820099999")).toBe("919820099999");
  });
  it("refuses what is not a 10-digit number", () => expect(() => internationalIndianMobile("12345")).toThrow());
});

it("names each kind's template setting", () => expect(smsTemplateSetting("mobile-trial-code")).toBe("MSG91_TEMPLATE_MOBILE_TRIAL_CODE"));

it("sends marketing mail only to those who opted in to its kind", () => {
  expect(wantsMarketingMail({ newsletter: true, offers: false }, "offers")).toBe(false);
  expect(wantsMarketingMail({ newsletter: true }, "newsletter")).toBe(true);
  expect(wantsMarketingMail({}, "productUpdates")).toBe(false);
});
