import { describe, expect, it } from "vitest";
import { isOfferShowing, offerBannerProblems, offerLinkProblem } from "../../src/releases/offer-banner.ts";

const banner = {
  headline: "Diwali offer",
  body: "20% off",
  ctaLabel: "See plans",
  ctaHref: "/Pricing",
  startsAt: null as string | null,
  endsAt: null as string | null,
  active: true,
};

describe("offer banner rules", () => {
  it("links only to this site's pages or to https addresses", () => {
    for (const ok of ["/Pricing", "/investar/download?x=1", "https://example.in/offer"]) expect(offerLinkProblem(ok), ok).toBeNull();
    for (const bad of ["javascript:alert(1)", "//evil.example", "/\\evil.example", "http://example.in", "Pricing", "data:text/html,x"]) {
      expect(offerLinkProblem(bad), bad).toBe("Link to a page of this site (starting with /) or to an https:// address.");
    }
  });

  it("needs the end after the start", () => {
    expect(offerBannerProblems({ ...banner, startsAt: "2026-10-01T00:00:00Z", endsAt: "2026-10-01T00:00:00Z" }).endsAt).toBe(
      "The offer must end after it starts.",
    );
    expect(offerBannerProblems({ ...banner, startsAt: "2026-10-01T00:00:00Z", endsAt: "2026-11-01T00:00:00+05:30" })).toEqual({
      ctaHref: null,
      endsAt: null,
    });
    expect(offerBannerProblems({ ...banner, endsAt: "2026-11-01T00:00:00Z" }).endsAt).toBeNull();
  });

  it("is shown only while switched on and inside its window", () => {
    const now = new Date("2026-10-15T12:00:00Z");
    expect(isOfferShowing(banner, now)).toBe(true);
    expect(isOfferShowing({ ...banner, active: false }, now)).toBe(false);
    expect(isOfferShowing({ ...banner, startsAt: "2026-10-16T00:00:00Z" }, now)).toBe(false);
    expect(isOfferShowing({ ...banner, endsAt: "2026-10-15T12:00:00Z" }, now)).toBe(false);
    expect(isOfferShowing({ ...banner, startsAt: "2026-10-15T12:00:00Z", endsAt: "2026-10-15T12:00:01Z" }, now)).toBe(true);
  });
});
