import { describe, expect, it } from "vitest";
import { homeSlideProblems } from "../../src/releases/home-slide.ts";

const slide = { eyebrow: "7-day free trial", headline: "Try it", body: "Install and decide.", linkLabel: null, linkHref: null };

describe("home slide rules", () => {
  it("accepts a slide without a link (it offers the download) and one with a link of this site", () => {
    expect(homeSlideProblems(slide)).toEqual({ linkLabel: null, linkHref: null });
    expect(homeSlideProblems({ ...slide, linkLabel: "See plans", linkHref: "/Pricing" })).toEqual({ linkLabel: null, linkHref: null });
  });

  it("wants both the link and its label, and the link obeys the offer banner's rule", () => {
    expect(homeSlideProblems({ ...slide, linkHref: "/Pricing" }).linkLabel).toBe("Please enter the link's label.");
    expect(homeSlideProblems({ ...slide, linkLabel: "See plans" }).linkHref).toBe("Please enter the link, or clear its label.");
    expect(homeSlideProblems({ ...slide, linkLabel: "Go", linkHref: "javascript:alert(1)" }).linkHref).toBe(
      "Link to a page of this site (starting with /) or to an https:// address.",
    );
  });
});
