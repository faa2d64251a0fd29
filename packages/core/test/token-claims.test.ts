import { describe, expect, it } from "vitest";
import { InvalidTokenError, isTokenLive, userFromToken } from "../src/token-claims.ts";

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const token = (claims: object) => `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.c2lnbmF0dXJl`;

describe("userFromToken", () => {
  it("reads the docs/business-rules.md#logged-in-user claims", () => {
    const user = userFromToken(
      token({ id: 100042, sub: "100042", UserRole: "Investor", email: "a@b.in", IsEmailVerified: true, name: "Asha", exp: 2_000_000_000 }),
    );
    expect(user).toEqual({
      userId: 100042,
      name: "Asha",
      role: "Investor",
      email: "a@b.in",
      isEmailVerified: true,
      expiresAt: new Date(2_000_000_000_000),
    });
  });

  it("raises an error for anything that is not a three-part JWT", () => {
    for (const bad of ["", "abc", "a.b", "a.b.c.d", "a.b!.c", `${encode({})}.${Buffer.from("not json").toString("base64url")}.sig`]) {
      expect(() => userFromToken(bad), bad).toThrow(InvalidTokenError);
    }
  });
});

describe("isTokenLive", () => {
  it("is true only for a well-formed token that has not expired", () => {
    const now = new Date(1_900_000_000_000);
    expect(isTokenLive(token({ id: 1, exp: 1_900_000_001 }), now)).toBe(true);
    expect(isTokenLive(token({ id: 1, exp: 1_899_999_999 }), now)).toBe(false);
    expect(isTokenLive(null, now)).toBe(false);
    expect(isTokenLive("garbage", now)).toBe(false);
  });
});
