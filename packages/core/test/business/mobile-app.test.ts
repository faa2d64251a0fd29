import { describe, expect, it } from "vitest";
import {
  businessProfileInput,
  mobileAppLinks,
  mobileAppMessages,
  sampleBusinessProfile,
  storeForUserAgent,
  storeUrlProblem,
} from "../../src/index.ts";

const appStore = "https://apps.apple.com/in/app/investar/id1234567890";
const googlePlay = "https://play.google.com/store/apps/details?id=com.investar.app";

describe("mobile app store pages (docs/business-rules.md#mobile-app-links)", () => {
  it("are https pages of the store's own site, nothing else", () => {
    expect(storeUrlProblem("appStore", appStore)).toBeNull();
    expect(storeUrlProblem("googlePlay", googlePlay)).toBeNull();
    for (const url of [
      "http://apps.apple.com/in/app/investar/id1",
      "https://apps.apple.com/",
      "https://apps.apple.com.evil.example/app",
      "https://example.com/app",
      googlePlay,
      "apps.apple.com/in/app/x",
    ])
      expect(storeUrlProblem("appStore", url), url).toBe(mobileAppMessages.storeUrlInvalid("appStore"));
    expect(storeUrlProblem("googlePlay", appStore)).toBe(mobileAppMessages.storeUrlInvalid("googlePlay"));
  });

  it("are optional in the business profile: a profile saved before them is still complete, and a wrong one is refused", () => {
    const { sample: _, mobileApp: __, ...older } = sampleBusinessProfile;
    const parsed = businessProfileInput.safeParse(older);
    expect(parsed.success && parsed.data.mobileApp).toEqual({ appStoreUrl: "", googlePlayUrl: "" });
    const wrong = businessProfileInput.safeParse({ ...older, mobileApp: { appStoreUrl: "https://example.com/x", googlePlayUrl: "" } });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ["mobileApp", "appStoreUrl"],
      message: mobileAppMessages.storeUrlInvalid("appStore"),
    });
  });

  it("come from the profile, each overridden by the environment; none configured is none shown", () => {
    const profile = { appStoreUrl: appStore, googlePlayUrl: "" };
    expect(mobileAppLinks(profile, {})).toEqual({ appStore, googlePlay: null });
    expect(mobileAppLinks(profile, { googlePlay })).toEqual({ appStore, googlePlay });
    const other = "https://apps.apple.com/us/app/investar/id1";
    expect(mobileAppLinks(profile, { appStore: other, googlePlay: null })).toEqual({ appStore: other, googlePlay: null });
    expect(mobileAppLinks(undefined, {})).toEqual({ appStore: null, googlePlay: null });
    // A stored part that fails today's rules links nowhere.
    expect(mobileAppLinks({ appStoreUrl: "javascript:alert(1)", googlePlayUrl: "" }, {})).toEqual({ appStore: null, googlePlay: null });
  });

  it("are chosen for a phone by its browser", () => {
    expect(storeForUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15")).toBe("appStore");
    expect(storeForUserAgent("Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile")).toBe("googlePlay");
    expect(storeForUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0")).toBeNull();
  });
});
