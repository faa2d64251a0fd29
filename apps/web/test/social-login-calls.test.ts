import { afterEach, describe, expect, it, vi } from "vitest";
import { apiErrorMessage } from "../app/lib/api-error-message.ts";
import { fetchGoogleNonce, LOG_IN, signInWith, type SocialIntent } from "../app/lib/social-login.ts";

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const credential = "header.payload-of-a-google-id-token.signature";
const google = { provider: "google", credential } as const;
const facebook = { provider: "facebook", accessToken: "fb-token-0123456789" } as const;
const atCheckout: SocialIntent = { kind: "sign-up-to-pay", returnTo: "/education/buy-webinar?webinarId=7&currency=INR" };
/** A session's answer: its token's claims are what the page remembers of the user. */
const session = () => {
  const claims = { id: 7, name: "Farah Khan", email: "farah@example.in", UserRole: "Investor", exp: Math.floor(Date.now() / 1000) + 3600 };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return { tokenString: `header.${payload}.signature`, Result: "{}" };
};
const challenge = {
  code: "SecondFactorRequired",
  message: "Enter the code from your authenticator app.",
  challenge: "c-123",
  expiresIn: 300,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the social login calls", () => {
  it("asks the server for Google's nonce", async () => {
    const fetch = answer(200, { nonce: "n-42", expiresIn: 600 });
    expect(await fetchGoogleNonce()).toBe("n-42");
    expect(fetch).toHaveBeenCalledWith("/api/auth/googleNonce", expect.objectContaining({ method: "GET" }));
  });

  it("continues to sign-up for an unknown Google email, and to the code step for an account with an authenticator", async () => {
    const fetch = answer(200, { code: "EmailNotFound", email: "asha@example.com", name: "Asha Rao" });
    expect(await signInWith(google, LOG_IN)).toEqual({ kind: "email-not-found", email: "asha@example.com", name: "Asha Rao" });
    expect(fetch).toHaveBeenCalledWith(
      "/api/auth/googleLogin?ip=",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ credential }) }),
    );
    answer(200, challenge);
    expect(await signInWith(google, LOG_IN)).toEqual({ kind: "second-factor", challenge: "c-123" });
  });

  it("sends Facebook's access token in the query and answers the code step's challenge", async () => {
    const fetch = answer(200, challenge);
    expect(await signInWith(facebook, LOG_IN)).toEqual({ kind: "second-factor", challenge: "c-123" });
    expect(fetch).toHaveBeenCalledWith(
      "/api/auth/facebookLogin?accessToken=fb-token-0123456789",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("throws a refusal that reads as the server's message", async () => {
    answer(401, { code: "Unauthorized", message: "This Facebook account has no email address." });
    const failure = await signInWith(facebook, LOG_IN).catch((error: unknown) => error);
    expect(apiErrorMessage(failure)).toBe("This Facebook account has no email address.");
  });

  it("at the checkout, sends either provider's proof to its sign-up-to-pay endpoint in the body (docs/business-rules.md#sign-up-to-pay)", async () => {
    for (const [proof, path, body] of [
      [google, "/api/auth/googleSignUpToPay", { credential }],
      [facebook, "/api/auth/facebookSignUpToPay", { accessToken: facebook.accessToken }],
    ] as const) {
      const fetch = answer(200, session());
      expect(await signInWith(proof, atCheckout), path).toEqual({ kind: "signed-in" });
      expect(fetch).toHaveBeenCalledWith(path, expect.objectContaining({ method: "POST", body: JSON.stringify(body) }));
    }
  });
});
