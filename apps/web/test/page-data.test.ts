import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serializePageData } from "../app/hydrate/page-data.ts";
import { pathOf } from "../app/hydrate/plain-links.tsx";

describe("the page data written into every page", () => {
  it("cannot end its script element or open a comment, and reads back as the same data", () => {
    const data = { matches: [{ id: "root", pathname: "/", params: {}, data: { note: "</script><!-- a\u2028b\u2029c <b>" } }] };
    const text = serializePageData(data);
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it("is JSON.stringify's text, escaped, whatever the data holds at any depth", () => {
    const safe = (json: string) =>
      json
        .replace(/</g, "\\u003c")
        .replace(/\u2028/g, "\\u2028")
        .replace(/\u2029/g, "\\u2029");
    const when = new Date(Date.UTC(2026, 10, 29, 5, 30));
    const leaf = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.constant(when),
    );
    const value = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, leaf, fc.array(tie("value")), fc.dictionary(fc.string(), tie("value"))),
    })).value;
    fc.assert(
      fc.property(fc.array(value, { maxLength: 3 }), fc.boolean(), (parts, frozen) => {
        const data = {
          matches: parts.map((part, index) => ({
            id: `r${index}`,
            pathname: "/",
            params: {},
            data: { part, kept: frozen ? Object.freeze({ part }) : { part } },
          })),
        };
        expect(serializePageData(data)).toBe(safe(JSON.stringify(data)));
      }),
    );
  });
});

describe("the address a plain link points to", () => {
  it("keeps a path as written and puts a query or fragment alone on the current page, as React Router does", () => {
    expect(pathOf("/Pricing?currency=USD", "/my-investar/manage-subscription")).toBe("/Pricing?currency=USD");
    expect(pathOf("?currency=USD", "/my-investar/manage-subscription")).toBe("/my-investar/manage-subscription?currency=USD");
    expect(pathOf("#faq", "/Pricing")).toBe("/Pricing#faq");
    expect(pathOf({ search: "plan=Annual", hash: "top" }, "/Pricing")).toBe("/Pricing?plan=Annual#top");
    expect(pathOf("https://wa.me/?text=hi", "/")).toBe("https://wa.me/?text=hi");
  });
});
