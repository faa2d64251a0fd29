import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkNoteBody,
  decodeTimelineCursor,
  encodeTimelineCursor,
  matchStatement,
  NOTE_NOT_YOURS,
  NOTE_TOO_OLD,
  noteChangeProblem,
  pagesShowingPrice,
  parseBankStatement,
  parseStatementAmount,
  STAFF_SEARCH_EMPTY,
  staffSearchDestination,
  staffSearchProblem,
  staffSearchTerms,
  type StaffSearchHit,
} from "../../src/index.ts";

describe("staff search terms", () => {
  it("reads an invoice number, a UTR, a GSTIN and a support reference as typed", () => {
    expect(staffSearchTerms(" inv/26-27/000123 ")?.documentNumber).toBe("INV/26-27/000123");
    expect(staffSearchTerms("hdfc r520-2405")?.reference).toBe("HDFCR5202405");
    expect(staffSearchTerms("27aapfu0939f1zv")?.gstin).toBe("27AAPFU0939F1ZV");
    expect(staffSearchTerms("SR-000042")?.supportId).toBe(42);
    expect(staffSearchTerms("sr42")?.supportId).toBe(42);
    expect(staffSearchTerms("meera")).toMatchObject({ gstin: null, supportId: null });
  });
  it("refuses empty, over-long and control-character input with a message", () => {
    expect(staffSearchProblem("  ")).toBe(STAFF_SEARCH_EMPTY);
    expect(staffSearchProblem("x".repeat(201))).toMatch(/200/);
    expect(staffSearchProblem("a\u0000b")).toMatch(/control/);
    expect(staffSearchTerms("")).toBeNull();
  });
  it("goes straight to a record only for one exact match", () => {
    const hit = (exact: boolean): StaffSearchHit => ({
      kind: "invoice",
      label: "x",
      detail: "",
      customer: null,
      href: "/admin/users/1",
      exact,
    });
    expect(staffSearchDestination([hit(true)])).toBe("/admin/users/1");
    expect(staffSearchDestination([hit(false)])).toBeNull();
    expect(staffSearchDestination([hit(true), hit(true)])).toBeNull();
    expect(staffSearchDestination([])).toBeNull();
  });
});

describe("customer notes", () => {
  const written = new Date("2026-03-03T10:00:00Z");
  it("lets the author change a note for 15 minutes, and nobody else ever", () => {
    expect(noteChangeProblem({ authorId: 7, createdAt: written }, 7, new Date("2026-03-03T10:15:00Z"))).toBeNull();
    expect(noteChangeProblem({ authorId: 7, createdAt: written }, 7, new Date("2026-03-03T10:15:01Z"))).toBe(NOTE_TOO_OLD);
    expect(noteChangeProblem({ authorId: 7, createdAt: written }, 8, written)).toBe(NOTE_NOT_YOURS);
    expect(noteChangeProblem({ authorId: null, createdAt: written }, 8, written)).toBe(NOTE_NOT_YOURS);
  });
  it("keeps a note's text trimmed and within 2000 characters", () => {
    expect(checkNoteBody("  called, promised a refund ")).toEqual({ ok: true, body: "called, promised a refund" });
    expect(checkNoteBody("   ").ok).toBe(false);
    expect(checkNoteBody("x".repeat(2001)).ok).toBe(false);
  });
});

describe("timeline cursor", () => {
  it("round-trips and refuses what it did not make", () => {
    const cursor = { at: "2026-03-03T10:00:00.123456Z", key: "order:42" };
    expect(decodeTimelineCursor(encodeTimelineCursor(cursor))).toEqual(cursor);
    for (const bad of [
      "",
      "x",
      "2026-03-03T10:00:00Z",
      "2026-03-03T10:00:00Z~order:1~x",
      "yesterday~order:1",
      "2026-03-03T10:00:00Z~'; drop",
    ])
      expect(decodeTimelineCursor(bad), bad).toBeNull();
  });
});

describe("bank statement", () => {
  it("reads amounts as statements print them, to the paisa", () => {
    expect(parseStatementAmount("2,941.00")).toBe(294100);
    expect(parseStatementAmount("₹ 2941")).toBe(294100);
    expect(parseStatementAmount("2941.5")).toBe(294150);
    expect(parseStatementAmount("-5")).toBeNull();
    expect(parseStatementAmount("1.234")).toBeNull();
    expect(parseStatementAmount("0")).toBeNull();
  });
  it("reads any amount in rupees and paise back exactly (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (paise) => {
        const text = `${Math.floor(paise / 100).toLocaleString("en-IN")}.${String(paise % 100).padStart(2, "0")}`;
        expect(parseStatementAmount(text)).toBe(paise);
      }),
    );
  });
  it("skips a header, reads reference first and amount last, and says which lines it could not read", () => {
    const parsed = parseBankStatement('UTR,Amount\n"N1662406 1234",2941.00\nHDFC-R5202405, NEFT credit, 03/03/2026, "1,180"\nnonsense\n');
    expect(parsed.lines).toEqual([
      { line: 2, reference: "N16624061234", amount: 294100 },
      { line: 3, reference: "HDFCR5202405", amount: 118000 },
    ]);
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]!.line).toBe(4);
  });
  it("ticks a payment only when its reference and its amount both agree", () => {
    const statement = [
      { line: 2, reference: "UTR1", amount: 294100 },
      { line: 3, reference: "UTR2", amount: 100 },
    ];
    const matches = matchStatement(
      [
        { paymentId: 1, reference: "UTR1", amount: 294100, currency: "INR" },
        { paymentId: 2, reference: "UTR2", amount: 294100, currency: "INR" },
        { paymentId: 3, reference: "UTR3", amount: 294100, currency: "INR" },
        { paymentId: 4, reference: null, amount: 294100, currency: "INR" },
      ],
      statement,
    );
    expect(matches).toEqual([
      { paymentId: 1, outcome: "matched", line: 2 },
      { paymentId: 2, outcome: "amount-differs", line: 3, statementAmount: 100 },
    ]);
  });
});

describe("pages showing a price", () => {
  it("names the pricing pages, and the copy's pages for an edition's quarterly rupee price", () => {
    const base = { channel: "tool", itemId: "Standard", plan: "Quarter", isProduct: true, when: "now", currency: "INR" } as const;
    expect(pagesShowingPrice(base)).toContain("/investar/standard");
    expect(pagesShowingPrice({ ...base, plan: "Annual" })).toEqual(["/Pricing", "/Pricing/CustomizeSubscription"]);
    expect(pagesShowingPrice({ ...base, channel: "mobile" })).toContain("/PricingMobile");
    expect(pagesShowingPrice({ ...base, when: "old" })).toEqual([]);
  });
});
