import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactorMessages } from "@investar/core";
import { schema } from "@investar/db";
import { newOneTimeToken } from "../src/auth/one-time-token.ts";
import { resetTwoFactor } from "../src/features/two-factor/services/reset-two-factor.ts";
import { auditActionsAbout } from "./support/audit-log.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { googleNonceFrom, startGoogleStandIn } from "./support/social-stand-ins.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

const CLIENT_ID = "2fa-test.apps.googleusercontent.com";

let t: TestApp;
let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
// The app's clock: each step moves it on by one TOTP period, so every code is fresh and none is a replay by accident.
let clock = new Date();
const tick = () => (clock = new Date(clock.getTime() + 30_000));

beforeAll(async () => {
  google = await startGoogleStandIn(CLIENT_ID);
  t = await createTestApp({ now: () => clock, env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl } });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

/** What the admin's authenticator app shows at the app's current time. */
const codeFor = (secret: string, at: Date = clock) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: at.getTime() });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const status = (app: TestApp, auth: Record<string, string>) =>
  app.app.inject({ method: "GET", url: "/api/admin/two-factor", headers: auth });
const startEnrolment = (app: TestApp, auth: Record<string, string>) =>
  app.app.inject({ method: "POST", url: "/api/admin/two-factor/enrolment", headers: auth });
const confirm = (app: TestApp, auth: Record<string, string>, code: unknown) =>
  app.app.inject({ method: "POST", url: "/api/admin/two-factor/enrolment/confirm", headers: auth, payload: { code } });
const disable = (app: TestApp, auth: Record<string, string>, code: string) =>
  app.app.inject({ method: "POST", url: "/api/admin/two-factor/disable", headers: auth, payload: { code } });
const login = (app: TestApp, user: TestUser) =>
  app.app.inject({ method: "POST", url: "/api/auth/login", payload: { userName: user.email, password: user.password } });
const secondStep = (app: TestApp, challenge: string, code: string) =>
  app.app.inject({ method: "POST", url: "/api/auth/loginTwoFactor", payload: { challenge, code } });
const auditActions = (userId: number) => auditActionsAbout(t, userId);

/** Enrols the admin's authenticator through the API; the secret and recovery codes as the page shows them. */
async function enrol(app: TestApp, admin: TestUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const offer = await startEnrolment(app, admin.auth);
  expect(offer.statusCode).toBe(200);
  const { secret } = offer.json();
  tick();
  const confirmed = await confirm(app, admin.auth, codeFor(secret));
  expect(confirmed.statusCode).toBe(200);
  tick();
  return { secret, recoveryCodes: confirmed.json().recoveryCodes };
}

/** Logs in with the password and answers the code step; the session token. */
async function logInWithCode(app: TestApp, admin: TestUser, code: string): Promise<string> {
  const first = await login(app, admin);
  expect(first.json().code).toBe("SecondFactorRequired");
  const second = await secondStep(app, first.json().challenge, code);
  expect(second.statusCode, second.body).toBe(200);
  return second.json().tokenString;
}

describe("enrolling an authenticator", () => {
  it("shows a QR code and the secret, refuses a wrong first code, and confirms a right one with ten recovery codes", async () => {
    const admin = await createUser(t, { role: "Admin", email: `enrol.${Date.now()}@example.in` });
    const otherDevice = await login(t, admin);
    expect((await status(t, admin.auth)).json()).toMatchObject({ enrolled: false, recoveryCodesLeft: 0, required: false });

    const offer = await startEnrolment(t, admin.auth);
    expect(offer.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = offer.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`otpauth://totp/Investar:${encodeURIComponent(admin.email)}?`);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(offer.headers["cache-control"]).toBe("no-store");

    tick();
    const wrong = await confirm(t, admin.auth, codeFor(secret, new Date(clock.getTime() - 5 * 60_000)));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toEqual([twoFactorMessages.wrongCode]);
    expect((await status(t, admin.auth)).json().enrolled).toBe(false);

    const right = await confirm(t, admin.auth, codeFor(secret));
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = right.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    // Stored hashed: no code appears in the database as it was shown.
    const stored = await t.db.select().from(schema.twoFactorRecoveryCodes).where(eq(schema.twoFactorRecoveryCodes.userId, admin.userId));
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0].replace(/-/g, ""));

    expect((await status(t, admin.auth)).json()).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });
    expect(await auditActions(admin.userId)).toContain("two-factor-enrol");
    // The session on another device was signed in without a code: it is ended.
    expect((await status(t, bearer(otherDevice.json().tokenString))).statusCode).toBe(401);
    // A second authenticator cannot be swapped in while one is on.
    expect((await startEnrolment(t, admin.auth)).statusCode).toBe(409);
  });

  it("answers 400 for a malformed code, 403 for a non-admin and 401 without a token", async () => {
    const admin = await createUser(t, { role: "Admin" });
    await startEnrolment(t, admin.auth);
    const malformed = await confirm(t, admin.auth, "12ab");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.code).toEqual([twoFactorMessages.codeFormat]);
    expect((await confirm(t, admin.auth, 123456)).statusCode).toBe(400);

    const investor = await createUser(t);
    expect((await startEnrolment(t, investor.auth)).statusCode).toBe(403);
    expect((await status(t, investor.auth)).statusCode).toBe(403);
    expect((await startEnrolment(t, {})).statusCode).toBe(401);
    expect((await disable(t, {}, "123456")).statusCode).toBe(401);
  });
});

describe("logging in with an authenticator", () => {
  it("answers a challenge instead of a session after the password, and signs in with the code", async () => {
    const admin = await createUser(t, { role: "Admin" });
    const { secret } = await enrol(t, admin);

    const first = await login(t, admin);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ code: "SecondFactorRequired", message: twoFactorMessages.codeNeeded, expiresIn: 300 });
    expect(body.tokenString).toBeUndefined();
    expect(String(first.headers["set-cookie"] ?? "")).not.toContain("investar_session=");
    // The challenge is no session.
    expect((await status(t, bearer(body.challenge))).statusCode).toBe(401);

    const wrong = await secondStep(t, body.challenge, "000000" === codeFor(secret) ? "111111" : "000000");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(twoFactorMessages.wrongCode);

    const code = codeFor(secret);
    const right = await secondStep(t, body.challenge, code);
    expect(right.statusCode).toBe(200);
    expect(String(right.headers["set-cookie"])).toMatch(/investar_session=[^;]+;.*HttpOnly/);
    expect((await status(t, bearer(right.json().tokenString))).json().enrolled).toBe(true);

    // The same code again, within its window and with a fresh challenge: a replay.
    const again = await login(t, admin);
    const replayed = await secondStep(t, again.json().challenge, code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(twoFactorMessages.replayedCode);
  });

  it("refuses an expired or forged challenge", async () => {
    const admin = await createUser(t, { role: "Admin" });
    const { secret } = await enrol(t, admin);
    const { challenge } = (await login(t, admin)).json();
    const forged = await secondStep(t, `${challenge.slice(0, -4)}AAAA`, codeFor(secret));
    expect(forged.statusCode).toBe(401);
    clock = new Date(clock.getTime() + 6 * 60_000);
    const late = await secondStep(t, challenge, codeFor(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(twoFactorMessages.challengeExpired);
  });

  it("takes each recovery code once, and audit-logs its use", async () => {
    const admin = await createUser(t, { role: "Admin" });
    const { recoveryCodes } = await enrol(t, admin);
    const token = await logInWithCode(t, admin, recoveryCodes[3]!.toUpperCase());
    expect((await status(t, bearer(token))).json().recoveryCodesLeft).toBe(9);
    expect(await auditActions(admin.userId)).toContain("two-factor-recovery-code-used");

    const again = await login(t, admin);
    const reused = await secondStep(t, again.json().challenge, recoveryCodes[3]!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(twoFactorMessages.wrongCode);
  });

  it("ends a sign-in after five wrong codes, but a stranger with the password never keeps the owner out", async () => {
    const admin = await createUser(t, { role: "Admin" });
    const { secret, recoveryCodes } = await enrol(t, admin);
    // The owner's browser logged in to the account before: it carries the device cookie.
    const owned = await login(t, admin);
    const ownerLogin = await secondStep(t, owned.json().challenge, codeFor(secret));
    tick();
    const deviceCookie = String(ownerLogin.headers["set-cookie"]).match(/investar_device=[^;]+/)![0];

    const stranger = "203.0.113.66";
    const wrongCode = codeFor(secret, new Date(clock.getTime() + 10 * 60_000));
    const strangerLogin = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: stranger,
        payload: { userName: admin.email, password: admin.password },
      });
    const strangerStep = (challenge: string, code: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/loginTwoFactor", remoteAddress: stranger, payload: { challenge, code } });

    const { challenge } = (await strangerLogin()).json();
    for (let attempt = 1; attempt <= 5; attempt++) expect((await strangerStep(challenge, wrongCode)).statusCode).toBe(400);
    // That sign-in is over: back to the password, as for an expired one.
    const spent = await strangerStep(challenge, codeFor(secret));
    expect(spent.statusCode).toBe(401);
    expect(spent.json().message).toBe(twoFactorMessages.challengeSpent);
    // A new sign-in from the same address gets five more tries, then that address is held up too.
    const second = (await strangerLogin()).json().challenge;
    for (let attempt = 1; attempt <= 5; attempt++) expect((await strangerStep(second, wrongCode)).statusCode).toBe(400);
    const third = (await strangerLogin()).json().challenge;
    const held = await strangerStep(third, codeFor(secret));
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^Too many wrong codes from this browser\. One of your recovery codes still works\./);
    expect(held.headers["retry-after"]).toBeDefined();

    // Meanwhile the owner signs in from their browser with the right code, and from anywhere with a recovery code.
    const fromOwnBrowser = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { cookie: deviceCookie },
      payload: { userName: admin.email, password: admin.password },
    });
    const ownStep = await t.app.inject({
      method: "POST",
      url: "/api/auth/loginTwoFactor",
      headers: { cookie: deviceCookie },
      payload: { challenge: fromOwnBrowser.json().challenge, code: codeFor(secret) },
    });
    expect(ownStep.statusCode, ownStep.body).toBe(200);
    expect((await strangerStep(third, recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it("asks for the code after Google too, and after a password reset link", async () => {
    const admin = await createUser(t, { role: "Admin" });
    const { secret } = await enrol(t, admin);
    const viaGoogle = await t.app.inject({
      method: "POST",
      url: "/api/auth/googleLogin",
      payload: { credential: await google.idToken({ email: admin.email, name: "Test User", nonce: await googleNonceFrom(t.app) }) },
    });
    expect(viaGoogle.statusCode).toBe(200);
    expect(viaGoogle.json().code).toBe("SecondFactorRequired");
    expect(String(viaGoogle.headers["set-cookie"] ?? "")).not.toContain("investar_session=");
    expect((await secondStep(t, viaGoogle.json().challenge, codeFor(secret))).statusCode).toBe(200);

    const { token, tokenHash } = newOneTimeToken();
    await t.db
      .insert(schema.authTokens)
      .values({ tokenHash, userId: admin.userId, purpose: "reset-password", expiresAt: new Date(clock.getTime() + 3_600_000) });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/ResetPassword",
      payload: { id: token, password: "Niftyfifty2027" },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().code).toBe("SecondFactorRequired");
    expect(String(reset.headers["set-cookie"] ?? "")).not.toContain("investar_session=");
  });

  it("turns off with a current code, audit-logged, after which the password alone signs in", async () => {
    const admin = await createUser(t, { role: "Admin" });
    const { secret } = await enrol(t, admin);
    const token = await logInWithCode(t, admin, codeFor(secret));
    tick();
    expect((await disable(t, bearer(token), "123 45")).statusCode).toBe(400);
    const off = await disable(t, bearer(token), codeFor(secret));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enrolled: false, recoveryCodesLeft: 0 });
    expect(await auditActions(admin.userId)).toContain("two-factor-disable");
    const plain = await login(t, admin);
    expect(plain.json().tokenString).toEqual(expect.any(String));
    const left = await t.db.select().from(schema.twoFactorRecoveryCodes).where(eq(schema.twoFactorRecoveryCodes.userId, admin.userId));
    expect(left).toEqual([]);
  });
});

describe("ADMIN_2FA=required", () => {
  it("lets an admin without an authenticator do nothing but enrol, and an investor log in as before", async () => {
    const required = await createTestApp({ seed: false, web: true, now: () => clock, env: { ADMIN_2FA: "required" } });
    try {
      const admin = await createUser(required, { role: "Admin" });
      const first = await login(required, admin);
      expect(first.json()).toMatchObject({ mustEnrolTwoFactor: true, tokenString: expect.any(String) });
      const session = bearer(first.json().tokenString);

      const refused = await required.app.inject({ method: "GET", url: "/api/admin/catalogue", headers: session });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "TwoFactorEnrolmentRequired", message: twoFactorMessages.enrolmentRequired });
      expect((await status(required, session)).json()).toMatchObject({ enrolled: false, required: true });
      // The pages: every guarded one sends the admin to enrol, which opens with why.
      const page = (path: string) =>
        required.app.inject({ method: "GET", url: path, headers: { cookie: `investar_session=${first.json().tokenString}` } });
      for (const path of ["/admin", "/admin/catalogue", "/my-investar/my-profile"]) {
        const sent = await page(path);
        expect(sent.statusCode, path).toBe(302);
        expect(sent.headers.location, path).toBe("/admin/two-factor");
      }
      const enrolPage = await page("/admin/two-factor");
      expect(enrolPage.statusCode).toBe(200);
      expect(enrolPage.body).toContain(
        "This site requires two-factor sign-in for staff. Set up two-factor sign-in before using the back office.",
      );

      const { secret } = await enrol(required, { ...admin, auth: session });
      expect((await required.app.inject({ method: "GET", url: "/api/admin/catalogue", headers: session })).statusCode).toBe(200);
      expect((await page("/admin")).statusCode).toBe(200);
      expect((await login(required, admin)).json().code).toBe("SecondFactorRequired");
      expect(secret).toBeTruthy();

      const investor = await createUser(required);
      const investorLogin = (await login(required, investor)).json();
      expect(investorLogin.tokenString).toEqual(expect.any(String));
      expect(investorLogin.mustEnrolTwoFactor).toBeUndefined();
    } finally {
      await required.close();
    }
  });
});

describe("reset-two-factor (the operator's command for a lost authenticator)", () => {
  it("removes the authenticator and its codes, signs the admin out everywhere and leaves an audit row", async () => {
    const admin = await createUser(t, { role: "Admin" });
    await enrol(t, admin);
    expect((await login(t, admin)).json().code).toBe("SecondFactorRequired");

    const reset = await resetTwoFactor(t.app.deps, admin.email.toUpperCase());
    expect(reset).toMatchObject({ userId: admin.userId, hadAuthenticator: true, recoveryCodesRemoved: 10 });
    expect(reset.sessionsRevoked).toBeGreaterThan(0);
    // The session held before is over; the password alone signs in again, and enrolling starts afresh.
    expect((await status(t, admin.auth)).statusCode).toBe(401);
    const again = await login(t, admin);
    expect(again.json().tokenString).toEqual(expect.any(String));
    expect((await status(t, bearer(again.json().tokenString))).json()).toMatchObject({ enrolled: false, recoveryCodesLeft: 0 });
    expect(await auditActions(admin.userId)).toContain("two-factor-reset");
  });

  it("refuses an unknown email", async () => {
    await expect(resetTwoFactor(t.app.deps, "nobody.at.all@example.in")).rejects.toThrow("No user with email nobody.at.all@example.in.");
  });
});
