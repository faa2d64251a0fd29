import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageWindow } from "../src/pagination.ts";

describe("pageWindow (docs/business-rules.md#pager: page size 10, window of 10 links)", () => {
  it("shows pages 1–10 of 25 on the first page", () => {
    expect(pageWindow(250, 1)).toMatchObject({
      page: 1,
      pageCount: 25,
      pages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      hasPrevious: false,
      hasNext: true,
      firstItem: 1,
      lastItem: 10,
    });
  });

  it("keeps the current page central in the middle and pinned at the end", () => {
    expect(pageWindow(250, 13).pages).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(pageWindow(250, 25).pages).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pageWindow(250, 25)).toMatchObject({ firstItem: 241, lastItem: 250, hasNext: false });
  });

  it("clamps out-of-range pages and handles an empty list", () => {
    expect(pageWindow(35, 99)).toMatchObject({ page: 4, pages: [1, 2, 3, 4], lastItem: 35 });
    expect(pageWindow(0, 3)).toMatchObject({ page: 1, pageCount: 1, pages: [1], firstItem: 0, lastItem: 0 });
  });

  it("always contains the current page and at most 10 consecutive links", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -5, max: 2_000 }), (total, requested) => {
        const w = pageWindow(total, requested);
        expect(w.pages).toContain(w.page);
        expect(w.pages.length).toBeLessThanOrEqual(10);
        w.pages.slice(1).forEach((p, i) => expect(p).toBe(w.pages[i]! + 1));
      }),
    );
  });
});
