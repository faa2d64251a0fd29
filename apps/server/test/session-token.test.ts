import { describe, expect, it } from "vitest";
import { signSessionToken, verifySessionToken } from "../src/auth/session-token.ts";

// Verified tokens are remembered (ADR 0057#verified-session-tokens): what was refused must stay refused.
const secret = "a-session-secret-of-enough-length-0001";
const user = { userId: 42, role: "Investor", email: "meera@example.in", isEmailVerified: true, name: "Meera Iyer" };
const expiresAt = new Date("2026-12-01T10:00:00Z");
const before = new Date("2026-11-30T10:00:00Z");

describe("session tokens", () => {
  it("verifies a token again and again, until the second it expires", async () => {
    const token = await signSessionToken(secret, user, "session-1", expiresAt);
    expect(await verifySessionToken(secret, token, before)).toMatchObject({ id: 42, sid: "session-1", email: "meera@example.in" });
    expect(await verifySessionToken(secret, token, before)).toMatchObject({ id: 42, sid: "session-1" });
    expect(await verifySessionToken(secret, token, new Date(expiresAt.getTime() - 1))).toMatchObject({ id: 42 });
    expect(await verifySessionToken(secret, token, expiresAt)).toBeNull();
  });

  it("refuses a token once verified when its signature is changed, or under another secret", async () => {
    const token = await signSessionToken(secret, user, "session-2", expiresAt);
    expect(await verifySessionToken(secret, token, before)).not.toBeNull();
    const [header, payload, signature] = token.split(".");
    const otherSignature = `${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`;
    expect(await verifySessionToken(secret, `${header}.${payload}.${otherSignature}`, before)).toBeNull();
    expect(await verifySessionToken("another-secret-of-enough-length-0002", token, before)).toBeNull();
    // A claim changed under the original signature.
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), id: 1 })).toString(
      "base64url",
    );
    expect(await verifySessionToken(secret, `${header}.${forged}.${signature}`, before)).toBeNull();
  });

  it("refuses what is not a token", async () => {
    expect(await verifySessionToken(secret, "not-a-token", before)).toBeNull();
    expect(await verifySessionToken(secret, "", before)).toBeNull();
  });
});
