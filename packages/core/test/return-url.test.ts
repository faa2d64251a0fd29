import { describe, expect, it } from "vitest";
import { isSameSitePath, safeReturnUrl } from "../src/return-url.ts";

describe("a returnUrl (login, sign-up and the activation mail)", () => {
  it("keeps a path on this site with its whole query", () => {
    const selection = "/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR&addons=Intraday";
    expect(safeReturnUrl(selection)).toBe(selection);
    expect(isSameSitePath(selection)).toBe(true);
  });

  it("never leads to another site", () => {
    for (const outside of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "Pricing",
    ]) {
      expect(isSameSitePath(outside), outside).toBe(false);
      expect(safeReturnUrl(outside, "/home"), outside).toBe("/home");
    }
  });

  it("falls back when there is none", () => {
    expect(safeReturnUrl(null)).toBe("/");
    expect(safeReturnUrl("", "/my-investar/manage-subscription")).toBe("/my-investar/manage-subscription");
  });
});
