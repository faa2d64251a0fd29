import { asc, eq, sql } from "drizzle-orm";
import { PRIVACY_NOTICE_VERSION, privacyConsentMessages } from "@investar/core/privacy-consent";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeUrl } from "../src/integrations/mail/marketing-mail.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { createUser } from "./support/sessions.ts";
import { googleNonceFrom, startGoogleStandIn, startGraphStandIn } from "./support/social-stand-ins.ts";
import type { TestApp } from "./support/test-app.ts";

/** docs/business-rules.md#privacy-notice and #consent-records: every sign-up path asks, records, and presumes nothing. */
const CLIENT_ID = "investar-consent-test.apps.googleusercontent.com";
const APP_ID = "424242";
let t: TestApp;
let smtp: TestSmtp;
let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
let graph: Awaited<ReturnType<typeof startGraphStandIn>>;

beforeAll(async () => {
  google = await startGoogleStandIn(CLIENT_ID);
  graph = await startGraphStandIn(APP_ID, {
    "token-fb-new": { id: "fb-7", name: "Farah Khan", email: "farah.khan@example.in" },
  });
  ({ t, smtp } = await createTestAppWithMail({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
      FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_GRAPH_URL: graph.url,
      DATA_EXPORT_JOB_INTERVAL_SECONDS: "0",
    },
  }));
});
afterAll(async () => {
  await closeTestAppWithMail(t, smtp);
  await google.close();
  await graph.close();
});

let counter = 0;
const person = (extra: object = {}) => {
  counter += 1;
  return {
    FullName: "Kavya Menon",
    Email: `consent${counter}.${Date.now()}@example.in`,
    MobileNo: `98450${String(10000 + counter)}`,
    AgeConfirmed: true,
    ...extra,
  };
};
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });

async function userByEmail(email: string) {
  const [user] = await t.db
    .select()
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, email.toLowerCase()));
  return user;
}
async function consentsOf(userId: number) {
  const rows = await t.db
    .select()
    .from(schema.consentRecords)
    .where(eq(schema.consentRecords.userId, userId))
    .orderBy(asc(schema.consentRecords.id));
  return rows.map(({ purpose, given, noticeVersion, source }) => ({ purpose, given, noticeVersion, source }));
}
const signUpRecords = (source: string, kinds: string[] = []) => [
  { purpose: "notice", given: true, noticeVersion: PRIVACY_NOTICE_VERSION, source },
  { purpose: "age-18-plus", given: true, noticeVersion: PRIVACY_NOTICE_VERSION, source },
  ...kinds.map((purpose) => ({ purpose, given: true, noticeVersion: PRIVACY_NOTICE_VERSION, source })),
];

describe("each sign-up path records the notice, the 18+ declaration and the kinds ticked", () => {
  const paths: [name: string, call: (body: ReturnType<typeof person>) => Promise<unknown>, source: string][] = [
    ["the sign-up form", (body) => post("/api/auth/register", body), "sign-up-form"],
    ["the desktop program's sign-up", (body) => post("/api/auth/register", { ...body, RegSrc: "Tool" }), "desktop-program"],
    ["a landing page", (body) => post("/api/auth/registerForLpage?landingPage=1", body), "landing-page"],
    ["the broker page", (body) => post("/api/auth/RegisterForZerodhaPage?zerodhaSource=kite-banner&isZerodha=true", body), "broker-page"],
    ["the checkout, with a password", (body) => post("/api/auth/signUpToPay", { ...body, Password: "Nifty50gains" }), "checkout"],
    ["the checkout, with a code", (body) => post("/api/auth/sendSignUpCode", { ...body, Via: "email" }), "checkout"],
    ["a webinar registration", (body) => post("/api/auth/registerForFreeWebinar", body), "webinar-registration"],
    ["Google, completed on the sign-up form", (body) => post("/api/auth/register", { ...body, RegSrc: "Google" }), "google-sign-up"],
  ];

  for (const [name, call, source] of paths)
    it(`${name}: no marketing unless ticked, each kind ticked recorded`, async () => {
      const plain = person();
      await call(plain);
      const quiet = (await userByEmail(plain.Email))!;
      expect(quiet, `${name} made no account`).toBeDefined();
      expect(await consentsOf(quiet.id)).toEqual(signUpRecords(source));
      expect(quiet.subscriptionFlags).toMatchObject({ newsletter: false, offers: false, webinarInvites: false, productUpdates: false });

      const keen = person({ MarketingKinds: ["offers", "productUpdates"] });
      await call(keen);
      const opted = (await userByEmail(keen.Email))!;
      expect(await consentsOf(opted.id)).toEqual(signUpRecords(source, ["offers", "productUpdates"]));
      expect(opted.subscriptionFlags).toMatchObject({ newsletter: false, offers: true, webinarInvites: false, productUpdates: true });
    });

  it("Google at the checkout records the same", async () => {
    const email = `google.consent.${Date.now()}@example.in`;
    const credential = await google.idToken({ nonce: await googleNonceFrom(t.app), email, name: "Meera Iyer" });
    const res = await post("/api/auth/googleSignUpToPay", { credential, AgeConfirmed: true, MarketingKinds: ["webinarInvites"] });
    expect(res.statusCode).toBe(200);
    expect(await consentsOf((await userByEmail(email))!.id)).toEqual(signUpRecords("google-sign-up", ["webinarInvites"]));
  });

  it("Facebook asks for the declaration on the step that completes the account, then records it", async () => {
    const refused = await post("/api/auth/facebookLogin?accessToken=token-fb-new");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "AgeConfirmationRequired", message: privacyConsentMessages.ageRequired });
    expect(await userByEmail("farah.khan@example.in")).toBeUndefined();

    const completed = await post("/api/auth/facebookLogin?accessToken=token-fb-new&ageConfirmed=true&marketingKinds=newsletter");
    expect(completed.statusCode).toBe(200);
    expect(completed.json().isNewUser).toBe(true);
    const user = (await userByEmail("farah.khan@example.in"))!;
    expect(await consentsOf(user.id)).toEqual(signUpRecords("facebook-sign-up", ["newsletter"]));
  });
});

describe("the 18+ declaration", () => {
  it("is required on every path that opens an account, with a clear message and nothing created", async () => {
    const calls: [string, object][] = [
      ["/api/auth/register", {}],
      ["/api/auth/registerForLpage?landingPage=1", {}],
      ["/api/auth/RegisterForZerodhaPage?zerodhaSource=kite-banner&isZerodha=false", {}],
      ["/api/auth/signUpToPay", { Password: "Nifty50gains" }],
      ["/api/auth/sendSignUpCode", { Via: "email" }],
    ];
    for (const [url, extra] of calls) {
      const body = { ...person(extra), AgeConfirmed: false };
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(privacyConsentMessages.ageRequired);
      expect(Object.keys(res.json().errors ?? {}), url).toContain("AgeConfirmed");
      expect(await userByEmail(body.Email), url).toBeUndefined();
    }
    const { AgeConfirmed: _left, ...withoutIt } = person();
    expect((await post("/api/auth/register", withoutIt)).statusCode).toBe(400);
  });

  it("is asked for on Google's checkout step that completes the account, and the same token then completes it", async () => {
    const email = `google.step.${Date.now()}@example.in`;
    const credential = await google.idToken({ nonce: await googleNonceFrom(t.app), email, name: "Rohan Shah" });
    const res = await post("/api/auth/googleSignUpToPay", { credential });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "AgeConfirmationRequired", message: privacyConsentMessages.ageRequired });
    expect(await userByEmail(email)).toBeUndefined();

    expect((await post("/api/auth/googleSignUpToPay", { credential, AgeConfirmed: true })).statusCode).toBe(200);
    expect(await consentsOf((await userByEmail(email))!.id)).toEqual(signUpRecords("google-sign-up"));
    // Its nonce is spent now: the token does not work a third time.
    expect((await post("/api/auth/googleSignUpToPay", { credential, AgeConfirmed: true })).statusCode).toBe(401);
  });
});

describe("withdrawing is as easy as giving, and recorded", () => {
  it("one click on the privacy page gives or withdraws one kind; repeating it records nothing", async () => {
    const user = await createUser(t);
    const set = (kind: string, given: boolean) => post("/api/privacy/SetMarketingConsent", { kind, given }, user.auth);
    expect((await set("offers", true)).json()).toEqual({ kind: "offers", given: true });
    expect((await set("offers", true)).statusCode).toBe(200);
    expect((await set("offers", false)).statusCode).toBe(200);
    expect(await consentsOf(user.userId)).toEqual([
      { purpose: "offers", given: true, noticeVersion: PRIVACY_NOTICE_VERSION, source: "privacy-page" },
      { purpose: "offers", given: false, noticeVersion: PRIVACY_NOTICE_VERSION, source: "privacy-page" },
    ]);
    expect((await userByEmail(user.email))!.subscriptionFlags.offers).toBe(false);

    expect((await set("sms-blasts", true)).statusCode).toBe(400);
    expect((await post("/api/privacy/SetMarketingConsent", { kind: "offers", given: true })).statusCode).toBe(401);
  });

  it("the one-click unsubscribe link in a mail records a withdrawal", async () => {
    const user = await createUser(t);
    await post("/api/privacy/SetMarketingConsent", { kind: "webinarInvites", given: true }, user.auth);
    const url = new URL(unsubscribeUrl(t.app.deps.config, { userId: user.userId, kind: "webinarInvites", newsletterId: null }));
    const res = await post(`${url.pathname}${url.search}`, { "List-Unsubscribe": "One-Click" });
    expect(res.statusCode).toBe(200);
    expect((await consentsOf(user.userId)).at(-1)).toEqual({
      purpose: "webinarInvites",
      given: false,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      source: "unsubscribe-link",
    });
  });

  it("switching kinds on My Profile records each kind that moved", async () => {
    const user = await createUser(t);
    const flags = { newsletter: true, productUpdates: true, webinarInvites: false, offers: true, renewalReminders: true };
    await post(`/api/user/SaveSubscriptionFlags?userId=${user.userId}`, flags, user.auth);
    await post(`/api/user/SaveSubscriptionFlags?userId=${user.userId}`, { ...flags, offers: false }, user.auth);
    expect((await consentsOf(user.userId)).map(({ purpose, given, source }) => [purpose, given, source])).toEqual([
      ["newsletter", true, "profile-page"],
      ["offers", true, "profile-page"],
      ["offers", false, "profile-page"],
    ]);
  });
});
