import { describe, expect, it } from "vitest";
import { mergeQuery } from "../app/components/pricing/use-url-query.ts";

describe("keeping the address bar's query in step with the page", () => {
  it("replaces the page's own keys in any letter case and keeps the others", () => {
    const query = new URLSearchParams({ currency: "USD", plan: "Annual" });
    expect(mergeQuery("?CURRENCY=INR&utm_source=mail&Plan=Month", query, ["currency", "plan"])).toBe(
      "currency=USD&plan=Annual&utm_source=mail",
    );
  });

  it("drops a key the page no longer sets", () => {
    expect(mergeQuery("?currency=INR&plan=Annual", new URLSearchParams({ currency: "INR" }), ["currency", "plan"])).toBe("currency=INR");
  });
});
