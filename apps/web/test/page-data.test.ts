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
