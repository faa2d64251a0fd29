import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "../src/return-url.ts";

const SITE = "https://site.example";
/** The contract every answer keeps: one "/" then no second slash or backslash, and the same origin once parsed. */
const isSafe = (out: string) => /^\/(?![/\\])/.test(out) && new URL(out, SITE).origin === SITE;

describe("a returnUrl (login, sign-up and the activation mail)", () => {
  it("keeps a path on this site with its whole query", () => {
    const selection = "/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR&addons=Intraday";
    expect(safeReturnPath(selection)).toBe(selection);
    expect(safeReturnPath("/education/my-webinars#upcoming", null)).toBe("/education/my-webinars#upcoming");
    expect(safeReturnPath("/", null)).toBe("/");
  });

  it("answers the normal form a browser would open", () => {
    expect(safeReturnPath("/a/./b/../c?x=1")).toBe("/a/c?x=1");
    expect(safeReturnPath("/my investar")).toBe("/my%20investar");
    // Encoded slashes stay encoded: a path segment on this site, not a host.
    expect(safeReturnPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it("never leads to another site, however the value is dressed", () => {
    const outside = [
      "//evil.example",
      "//evil.example/x",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "\\/evil.example",
      "/.//evil.example",
      "/./\\evil.example",
      "/..//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/%2e%2e//evil.example",
      "/./%2e//evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "\t//evil.example",
      " //evil.example",
      "https://evil.example",
      "https:evil.example",
      "http://site.example@evil.example",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "evil.example",
      "Pricing",
      "?returnUrl=//evil.example",
      "",
      "/" + "a".repeat(2001),
    ];
    for (const value of outside) {
      expect(safeReturnPath(value, null), JSON.stringify(value)).toBeNull();
      expect(safeReturnPath(value, "/home"), JSON.stringify(value)).toBe("/home");
    }
  });

  it("falls back when there is none, and never to an unsafe fallback", () => {
    expect(safeReturnPath(null)).toBe("/");
    expect(safeReturnPath(undefined, "/my-investar/manage-subscription")).toBe("/my-investar/manage-subscription");
    expect(safeReturnPath(["/a"], null)).toBeNull();
    expect(safeReturnPath("//evil.example", "//evil.example")).toBe("/");
  });

  it("always answers a single-slash path that keeps the site's origin", () => {
    const tricky = fc.constantFrom(
      "/",
      "\\",
      ".",
      "..",
      "%2e",
      "%2f",
      "%5c",
      "\t",
      "\n",
      ":",
      "@",
      "?",
      "#",
      "evil.example",
      "https:",
      " ",
    );
    const value = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(value, fc.constantFrom("/", "/home", "//evil.example"), (input, fallback) => {
        const out = safeReturnPath(input, fallback);
        expect(isSafe(out), JSON.stringify({ input, out })).toBe(true);
        const strict = safeReturnPath(input, null);
        if (strict !== null) expect(isSafe(strict)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
