import { createDecipheriv, pbkdf2Sync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptPaymentRequest, encryptPaymentRequest } from "../../src/payments/payment-request-cipher.ts";

const passphrase = "investar-test-passphrase";
const request = '{"userId":100001,"currency":"INR","target":"Standard"}';

// Computed once with Python's `cryptography` (PBKDF2HMAC SHA-256, 100 iterations; AESGCM with the AAD below),
// salt = bytes 0x00..0x0f and iv = bytes 0x10..0x1b.
const knownAnswer =
  "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaG0H5K1Xy6grOPtclm53XRhG4cE/MtCS1FyylEdf5pbJwnbJauVKrzOb/JxfMD6Uob5pnsRkkuQt1ZrJdMFSWad23o14DqXc=";
const fixed = { salt: Uint8Array.from({ length: 16 }, (_, i) => i), iv: Uint8Array.from({ length: 12 }, (_, i) => 16 + i) };

describe("payment request cipher (docs/business-rules.md#payment-request-encryption: 100-iteration key derivation, AES)", () => {
  it("matches the known answer computed with another implementation", async () => {
    expect(await encryptPaymentRequest(passphrase, request, fixed)).toBe(knownAnswer);
    expect(await decryptPaymentRequest(passphrase, knownAnswer)).toBe(request);
  });

  it("round-trips any text, with a fresh salt and IV each time", async () => {
    const text = JSON.stringify({ form: { name: "Asha Rao", city: "Pune" }, selItems: ["Pro", "Intraday (NSE F&O 5-Min)"], note: "₹ ✓" });
    const first = await encryptPaymentRequest(passphrase, text);
    const second = await encryptPaymentRequest(passphrase, text);
    expect(first).not.toBe(second);
    expect(await decryptPaymentRequest(passphrase, first)).toBe(text);
    expect(await decryptPaymentRequest(passphrase, second)).toBe(text);
  });

  it("is standard PBKDF2-SHA256 + AES-256-GCM, so node:crypto reads it too", async () => {
    const bytes = Buffer.from(await encryptPaymentRequest(passphrase, request), "base64");
    const key = pbkdf2Sync(passphrase, bytes.subarray(0, 16), 100, 32, "sha256");
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(16, 28)).setAAD(Buffer.from("investar:payment-request:v1"));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    expect(Buffer.concat([decipher.update(bytes.subarray(28, bytes.length - 16)), decipher.final()]).toString("utf8")).toBe(request);
  });

  it("refuses a changed byte anywhere, a wrong passphrase, truncation and garbage", async () => {
    const sealed = Buffer.from(knownAnswer, "base64");
    for (const at of [0, 20, 40, sealed.length - 1]) {
      const tampered = Buffer.from(sealed);
      tampered[at] = tampered[at]! ^ 0x01;
      expect(await decryptPaymentRequest(passphrase, tampered.toString("base64"))).toBeNull();
    }
    expect(await decryptPaymentRequest("another-passphrase", knownAnswer)).toBeNull();
    expect(await decryptPaymentRequest(passphrase, sealed.subarray(0, 40).toString("base64"))).toBeNull();
    expect(await decryptPaymentRequest(passphrase, "not base64 at all!")).toBeNull();
    expect(await decryptPaymentRequest(passphrase, "")).toBeNull();
  });
});
