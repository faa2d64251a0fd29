import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./support/sessions.ts";
import { closedPortUrl, googleNonceFrom, startGoogleStandIn, startGraphStandIn } from "./support/social-stand-ins.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

const CLIENT_ID = "1234-test.apps.googleusercontent.com";
const APP_ID = "424242";

let t: TestApp;
let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
let graph: Awaited<ReturnType<typeof startGraphStandIn>>;
let knownEmail: string;

beforeAll(async () => {
  google = await startGoogleStandIn(CLIENT_ID);
  knownEmail = `fb.known.${Date.now()}@example.in`;
  graph = await startGraphStandIn(APP_ID, {
    "token-known": { id: "fb-1", name: "Known Person", email: knownEmail },
    "token-new-person": { id: "fb-2", name: "José D'Souza", email: "jose.dsouza@example.in" },
    "token-no-email": { id: "fb-3", name: "Phone Only" },
    "token-other-app": { id: "fb-4", name: "Other App", email: "other.app@example.in", appId: "999" },
  });
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl, FACEBOOK_APP_ID: APP_ID, FACEBOOK_GRAPH_URL: graph.url },
  });
});
afterAll(async () => {
  await t?.close();
  await google.close();
  await graph.close();
});

/** An ID token as Google issues it after the page sent the visitor there with a nonce from the server. */
const idToken = async (claims: Parameters<typeof google.idToken>[0], options?: Parameters<typeof google.idToken>[1], app: TestApp = t) =>
  google.idToken({ nonce: await googleNonceFrom(app.app), ...claims }, options);
const googleLogin = (credential: string, app: TestApp = t) =>
  app.app.inject({ method: "POST", url: "/api/auth/googleLogin?ip=1.2.3.4", payload: { credential } });
const facebookLogin = (accessToken: string, app: TestApp = t, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: "POST",
    url: `/api/auth/facebookLogin?accessToken=${encodeURIComponent(accessToken)}&ageConfirmed=true`,
    headers,
  });
const userByEmail = async (email: string) => (await t.db.select().from(schema.users).where(eq(schema.users.email, email)))[0];

describe("Google login", () => {
  it("signs a known email in like a password login, from either spelling of Google's issuer", async () => {
    const user = await createUser(t);
    for (const issuer of ["https://accounts.google.com", "accounts.google.com"]) {
      const res = await googleLogin(await idToken({ email: user.email.toUpperCase(), name: "Test User" }, { issuer }));
      expect(res.statusCode, issuer).toBe(200);
      const body = res.json();
      expect(JSON.parse(body.Result).auth_token).toBe(body.tokenString);
      expect(String(res.headers["set-cookie"])).toMatch(/investar_session=[^;]+;.*HttpOnly/);
      const profile = await t.app.inject({
        method: "GET",
        url: `/api/user/GetEmailAddressProfile?userId=${user.userId}`,
        headers: { authorization: `Bearer ${body.tokenString}` },
      });
      expect(profile.statusCode).toBe(200);
    }
  });

  it("answers EmailNotFound for an unknown email and saves no user", async () => {
    const res = await googleLogin(await idToken({ email: "new.to.investar@example.in", name: "Priya Menon" }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: "EmailNotFound", email: "new.to.investar@example.in", name: "Priya Menon" });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await userByEmail("new.to.investar@example.in")).toBeUndefined();
  });

  it("marks a still-unverified account verified, since Google proved the address", async () => {
    const [row] = await t.db.insert(schema.users).values({ email: "pending.google@example.in", fullName: "Pending Person" }).returning();
    expect((await googleLogin(await idToken({ email: row!.email }))).statusCode).toBe(200);
    expect((await userByEmail(row!.email))!.isEmailVerified).toBe(true);
  });

  it("refuses tokens for another app, from another issuer, expired, unsigned by Google or with an unverified email", async () => {
    const user = await createUser(t);
    const email = user.email;
    const bad = [
      await idToken({ email }, { audience: "someone-else.apps.googleusercontent.com" }),
      await idToken({ email }, { issuer: "https://evil.example" }),
      await idToken({ email, exp: Math.floor(Date.now() / 1000) - 60 }, { expiresIn: "-1m" }),
      await idToken({ email }, { foreignKey: true }),
      await idToken({ email, email_verified: false }),
      "not.a-real.token-at-all",
    ];
    for (const credential of bad) {
      const res = await googleLogin(credential);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/Google/);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("accepts a token once, only with a nonce this server issued for the sign-in and not expired", async () => {
    const user = await createUser(t);
    const credential = await idToken({ email: user.email });
    expect((await googleLogin(credential)).statusCode).toBe(200);
    const replayed = await googleLogin(credential);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe("This Google sign-in was already used. Please try again.");

    const notOurs = "This Google sign-in was not started on this page or took too long. Please try again.";
    const issued = await googleNonceFrom(t.app);
    const [random, expiry] = issued.split(".");
    for (const nonce of [undefined, "made-up-by-someone", `${random}.${expiry}.${"A".repeat(43)}`]) {
      const res = await googleLogin(await google.idToken({ email: user.email, ...(nonce ? { nonce } : {}) }));
      expect(res.statusCode, nonce).toBe(401);
      expect(res.json().message, nonce).toBe(notOurs);
    }
    const later = await createTestApp({
      seed: false,
      now: () => new Date(Date.now() + 11 * 60_000),
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl, SESSION_SECRET: t.config.sessionSecret! },
    });
    try {
      const expired = await googleLogin(await google.idToken({ email: user.email, nonce: issued }), later);
      expect(expired.json().message).toBe(notOurs);
    } finally {
      await later.close();
    }
  });

  it("takes a token for several audiences only when it was issued to us (azp)", async () => {
    const user = await createUser(t);
    const audiences = [CLIENT_ID, "someone-else.apps.googleusercontent.com"];
    for (const azp of [undefined, "someone-else.apps.googleusercontent.com"]) {
      const res = await googleLogin(await idToken({ email: user.email, ...(azp ? { azp } : {}) }, { audience: audiences }));
      expect(res.statusCode, azp).toBe(401);
    }
    expect((await googleLogin(await idToken({ email: user.email, azp: "someone-else.apps.googleusercontent.com" }))).statusCode).toBe(401);
    expect((await googleLogin(await idToken({ email: user.email, azp: CLIENT_ID }, { audience: audiences }))).statusCode).toBe(200);
  });

  it("answers a missing credential with 400 and a message", async () => {
    for (const payload of [{}, { credential: "" }, { credential: 42 }]) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/googleLogin", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("The Google credential is missing.");
    }
  });
});

describe("Facebook login", () => {
  it("signs a known email in", async () => {
    const user = await createUser(t, { email: knownEmail });
    const res = await facebookLogin("token-known");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isNewUser: false, tokenString: expect.any(String) });
    expect(JSON.parse(res.json().Result).id).toBe(user.userId);
    expect(String(res.headers["set-cookie"])).toMatch(/investar_session=/);
  });

  it("creates a verified account for an unknown email (RegSrc Facebook), with the landing visit's ad parameters, and signs it in", async () => {
    // docs/business-rules.md#acquisition: the first-touch cookie a tagged landing visit set.
    const firstTouch = `investar_first_touch=${encodeURIComponent('{"utm_source":"facebook","fbclid":"fb-123"}')}`;
    const res = await facebookLogin("token-new-person", t, { cookie: firstTouch });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isNewUser).toBe(true);
    const user = await userByEmail("jose.dsouza@example.in");
    expect(user).toMatchObject({
      regSrc: "Facebook",
      isEmailVerified: true,
      fullName: "Jose D Souza",
      mobileNo: "",
      utmSource: "facebook",
      acquisition: { utm_source: "facebook", fbclid: "fb-123" },
    });
    expect(user!.trialEndsAt).not.toBeNull();
    expect(JSON.parse(res.json().Result).id).toBe(user!.id);

    const again = await facebookLogin("token-new-person");
    expect(again.json().isNewUser).toBe(false);
  });

  it("refuses a token Graph rejects or that was issued to another app with 401, and a profile without email with 400", async () => {
    for (const token of ["token-forged-by-someone", "token-other-app"]) {
      const res = await facebookLogin(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().message, token).toMatch(/Facebook/);
    }
    expect(await userByEmail("other.app@example.in")).toBeUndefined();
    const noEmail = await facebookLogin("token-no-email");
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toMatch(/did not share your email address/);
  });

  it("answers a missing access token with 400 and a message", async () => {
    for (const url of ["/api/auth/facebookLogin", "/api/auth/facebookLogin?accessToken=", "/api/auth/facebookLogin?accessToken=short"]) {
      const res = await t.app.inject({ method: "POST", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain("The Facebook access token is missing.");
    }
  });
});

describe("when the providers are not configured or cannot be reached", () => {
  it("answers 503 with a clear message", async () => {
    const credential = await idToken({ email: "someone@example.in" });
    const bare = await createTestApp({ seed: false });
    try {
      const g = await googleLogin(credential, bare);
      expect(g.statusCode).toBe(503);
      expect(g.json().message).toMatch(/Google sign-in is not configured/);
      const f = await facebookLogin("token-known", bare);
      expect(f.statusCode).toBe(503);
      expect(f.json().message).toMatch(/Facebook login is not configured/);
    } finally {
      await bare.close();
    }

    const nowhere = await closedPortUrl();
    const offline = await createTestApp({
      seed: false,
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `${nowhere}/certs`, FACEBOOK_APP_ID: APP_ID, FACEBOOK_GRAPH_URL: nowhere },
    });
    try {
      const g = await googleLogin(credential, offline);
      expect(g.statusCode).toBe(503);
      expect(g.json().message).toMatch(/Google sign-in is unavailable/);
      const f = await facebookLogin("token-known", offline);
      expect(f.statusCode).toBe(503);
      expect(f.json().message).toMatch(/Facebook could not be reached/);
    } finally {
      await offline.close();
    }
  });
});
