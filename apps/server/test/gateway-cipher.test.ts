import { describe, expect, it } from "vitest";
import { decryptPaymentRequest, encryptPaymentRequest } from "@investar/core";
import {
  CcavenueCipherError,
  ccavenueDecrypt,
  ccavenueEncrypt,
  decodeFields,
  encodeFields,
} from "../src/integrations/gateway/ccavenue-cipher.ts";
import { paymentRequestPassphrase } from "../src/features/payments/services/payment-request-passphrase.ts";

/*
 * Known answers computed once with the OpenSSL command line, independently of node:crypto's API use here:
 *   key=$(printf '%s' "$WORKING_KEY" | openssl md5 -r | cut -d' ' -f1)
 *   printf '%s' "$PLAINTEXT" | openssl enc -aes-128-cbc -K $key -iv 000102030405060708090a0b0c0d0e0f | xxd -p
 */
const vectors = [
  {
    workingKey: "ABCDEF0123456789ABCDEF0123456789", // MD5 142740ba574e96409d741f9a71552c9f
    plaintext:
      "merchant_id=123456&order_id=INV-2026-0000000001&currency=INR&amount=2493.00&redirect_url=https%3A%2F%2Fwww.example.in%2Fapi%2Fpayment%2FCCAvenueResponse&language=EN",
    ciphertext:
      "69a3534b6597052af8e1efd2db232cfffaaceadd93668af0646c3e6aaf7026497b30af9d298acd098afcedc90c5eea8d1714aa8bd868c63f1f7a847b47e9c76fa3b755c9ef95a03b11d01485a76eba6d75b770648e808f358902e9e95dc0c1c72840a21f014a83c3f93c54fccda4b35c7ddde5db9edfbf849f728cb2fe902feaea410d7ef711b377b50e03f66a25db63ad5900e23d531a9893a640c30205e0e520b5c09f5b4a897889c490d8249bafcd",
  },
  { workingKey: "ABCDEF0123456789ABCDEF0123456789", plaintext: "", ciphertext: "9c894098c604f216cecbbe0667a7c846" },
  // Exactly one block: PKCS#7 adds a whole block of padding.
  {
    workingKey: "ABCDEF0123456789ABCDEF0123456789",
    plaintext: "abcdefghijklmnop",
    ciphertext: "47f5fcebd5ad9f5e51a31fe615a207f9e33099c1832c561235d844226964bce5",
  },
  {
    workingKey: "7FB71109FBD688214546E4C2BFF63D8B", // MD5 79981ece9ffadb35221e5dc17d56c04c
    plaintext:
      "order_id=INV-2026-0000000001&tracking_id=313009876543&order_status=Success&amount=2493.00&currency=INR&billing_name=Asha Rao",
    ciphertext:
      "6859deb6167ae4b994b16518bb00a3ed74ce2d35e4d2e86ef23f02cc4f41e69ee4abc388e227dbcfd5ffcbe7ed212d754a6618d484a9b76fe51fdbab7261ee0eeed4c2db26660fc12d28d08a47c317922f978ae8e5b1dc022112b310a8ffefcb4b7937dab9fffc6e91ad65a49c4e1a32f2b464cb6d3816e1a08a77b3057a8f7e",
  },
];

describe("CCAvenue cipher (docs/architecture.md#card-gateway): AES-128-CBC, key = MD5(working key), IV 00..0f, lowercase hex", () => {
  for (const [index, v] of vectors.entries()) {
    it(`matches OpenSSL's known answer #${index + 1}`, () => {
      expect(ccavenueEncrypt(v.plaintext, v.workingKey)).toBe(v.ciphertext);
      expect(ccavenueDecrypt(v.ciphertext, v.workingKey)).toBe(v.plaintext);
      expect(ccavenueDecrypt(v.ciphertext.toUpperCase(), v.workingKey)).toBe(v.plaintext);
    });
  }

  it("refuses another key, a damaged ciphertext and anything that is not hex blocks", () => {
    const { ciphertext, workingKey } = vectors[3]!;
    expect(() => ccavenueDecrypt(ciphertext, "00000000000000000000000000000000")).toThrow(CcavenueCipherError);
    // The last block holds the padding: changing it breaks the padding check.
    const damaged = ciphertext.slice(0, -2) + (ciphertext.endsWith("00") ? "01" : "00");
    expect(() => ccavenueDecrypt(damaged, workingKey)).toThrow(CcavenueCipherError);
    for (const garbage of ["", "xyz", "abcd", ciphertext.slice(0, -1), "<script>"])
      expect(() => ccavenueDecrypt(garbage, workingKey)).toThrow(CcavenueCipherError);
  });

  it("encodes request fields as URL-encoded pairs and reads response pairs back", () => {
    expect(encodeFields({ amount: "2493.00", billing_name: "Asha Rao", billing_address: "12 FC Road & Co." })).toBe(
      "amount=2493.00&billing_name=Asha+Rao&billing_address=12+FC+Road+%26+Co.",
    );
    expect(
      decodeFields("order_id=INV-2026-0000000001&order_status=Success&billing_name=Asha Rao&amount=2493.00&order_status=Failure"),
    ).toEqual({
      order_id: "INV-2026-0000000001",
      order_status: "Success",
      billing_name: "Asha Rao",
      amount: "2493.00",
    });
  });
});

describe("payment-request passphrase (docs/business-rules.md#payment-request-encryption, ADR 0007)", () => {
  it("is stable per deployment, differs between deployments, and works with the shared cipher", async () => {
    const secret = "a-session-secret-of-at-least-thirty-two-characters";
    const passphrase = paymentRequestPassphrase(secret);
    expect(paymentRequestPassphrase(secret)).toBe(passphrase);
    expect(paymentRequestPassphrase(`${secret}!`)).not.toBe(passphrase);
    expect(passphrase).not.toContain(secret);
    const sealed = await encryptPaymentRequest(passphrase, '{"userId":100001}');
    expect(await decryptPaymentRequest(passphrase, sealed)).toBe('{"userId":100001}');
    expect(await decryptPaymentRequest(paymentRequestPassphrase(`${secret}!`), sealed)).toBeNull();
  });
});
