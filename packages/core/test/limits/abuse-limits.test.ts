import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codeDestination, decideLimit, limitRefusal, limitRules, mobileKey, waitText } from "../../src/limits/index.ts";

const rule = { max: 5, windowMs: 60 * 60_000 };
const now = new Date("2026-11-23T12:00:00Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe("abuse limit rules", () => {
  it("are the numbers of ADR 0015", () => {
    expect(limitRules.codesPerMobile).toMatchObject({ max: 5, windowMs: 3_600_000 });
    expect(limitRules.codesPerAccount).toMatchObject({ max: 10, windowMs: 86_400_000 });
    expect(limitRules.mailsPerAddress).toMatchObject({ max: 5, windowMs: 3_600_000 });
    expect(limitRules.loginFailuresPerAccount).toMatchObject({ max: 100, windowMs: 3_600_000 });
    // At least 300 per 15 minutes: a per-IP limit must never be what locks an owner out.
    expect(limitRules.loginFailuresPerIp.max / (limitRules.loginFailuresPerIp.windowMs / 900_000)).toBeGreaterThanOrEqual(300);
    expect(new Set(Object.values(limitRules).map((r) => r.name)).size).toBe(Object.keys(limitRules).length);
  });
});

describe("decideLimit", () => {
  it("allows the fifth hit in an hour and refuses the sixth until the oldest leaves the window", () => {
    const four = [ago(50), ago(40), ago(30), ago(20)];
    expect(decideLimit(rule, four, now)).toEqual({ allowed: true });
    const five = [...four, ago(10)];
    expect(decideLimit(rule, five, now)).toEqual({ allowed: false, retryAt: new Date(ago(50).getTime() + 3_600_000) });
  });

  it("ignores hits older than the window", () => {
    expect(decideLimit(rule, [ago(61), ago(70), ago(80), ago(90), ago(100), ago(5)], now)).toEqual({ allowed: true });
  });

  it("never allows more than max hits in any window, and the retry time is when one is allowed again", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 180 }), { maxLength: 30 }), fc.integer({ min: 1, max: 8 }), (minutesAgo, max) => {
        const r = { max, windowMs: 3_600_000 };
        const hits = minutesAgo.map(ago);
        const inWindow = minutesAgo.filter((m) => m < 60).length;
        const decision = decideLimit(r, hits, now);
        expect(decision.allowed).toBe(inWindow < max);
        if (!decision.allowed) {
          expect(decision.retryAt.getTime()).toBeGreaterThan(now.getTime());
          expect(decideLimit(r, hits, decision.retryAt).allowed).toBe(true);
          expect(decideLimit(r, hits, new Date(decision.retryAt.getTime() - 1)).allowed).toBe(false);
        }
      }),
    );
  });
});

describe("refusal text", () => {
  it("says when to try again, rounded up", () => {
    expect(waitText(new Date(now.getTime() + 30_000), now)).toBe("in 1 minute");
    expect(waitText(new Date(now.getTime() + 41 * 60_000 + 1), now)).toBe("in 42 minutes");
    expect(waitText(new Date(now.getTime() + 5 * 3_600_000), now)).toBe("in 5 hours");
    expect(limitRefusal(limitRules.codesPerMobile, new Date(now.getTime() + 600_000), now)).toBe(
      "We have sent too many codes to this mobile number. Please try again in 10 minutes.",
    );
  });
});

describe("codeDestination", () => {
  it("takes Indian mobiles and E.164 numbers, keyed in E.164", () => {
    expect(mobileKey("9820012345")).toBe("+919820012345");
    expect(mobileKey(" 98200-12345 ")).toBe("+919820012345");
    expect(mobileKey("+919820012345")).toBe("+919820012345");
    expect(mobileKey("919820012345")).toBe("+919820012345");
    expect(mobileKey("+14155552671")).toBe("+14155552671");
    expect(mobileKey("447911123456")).toBe("+447911123456");
  });

  it("refuses what cannot be a mobile", () => {
    for (const bad of [
      "1234567890",
      "0987654321",
      "5820012345",
      "98200123",
      "+0123456789",
      "+9112345",
      "+911234567890",
      "+1234567890123456",
      "abc",
      "",
    ]) {
      expect(codeDestination(bad).ok, bad).toBe(false);
    }
  });
});
