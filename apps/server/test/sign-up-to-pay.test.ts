/**
 * docs/business-rules.md#sign-up-to-pay: a visitor creates an account at the checkout (password, a one-time code by SMS or email,
 * or Google), is signed in at once, pays, and verifies the address from the receipt.
 */
import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyAtSimulator, receiptsTo, subscriptionOf } from "./support/checkout.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { activate, submittedPayment } from "./support/manual-payments.ts";
import { lastSmsCodeTo } from "./support/sms-codes.ts";
import { googleNonceFrom, startGoogleStandIn, startGraphStandIn, type GraphPerson } from "./support/social-stand-ins.ts";
import { linkFrom } from "./support/test-smtp.ts";
import type { TestApp } from "./support/test-app.ts";

const CLIENT_ID = "1234-test.apps.googleusercontent.com";
const FACEBOOK_APP_ID = "424242";
const facebookKnown = `fb.known.buyer.${Date.now()}@example.in`;
const facebookNew = `fb.new.buyer.${Date.now()}@example.in`;

let t: TestApp;
let smtp: TestSmtp;
let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
let graph: Awaited<ReturnType<typeof startGraphStandIn>>;
/** Facebook's people by access token; the stand-in reads it at each call, so a test may add one. */
const graphPeople: Record<string, GraphPerson> = {
  "token-new-buyer": { id: "fb-21", name: "Farah Khan", email: facebookNew },
  "token-known-buyer": { id: "fb-22", name: "Known Buyer", email: facebookKnown },
  "token-no-email": { id: "fb-23", name: "Phone Only" },
  "token-other-app": { id: "fb-24", name: "Other App", email: "fb.other.app@example.in", appId: "999" },
};
let counter = 0;

beforeAll(async () => {
  google = await startGoogleStandIn(CLIENT_ID);
  graph = await startGraphStandIn(FACEBOOK_APP_ID, graphPeople);
  ({ t, smtp } = await createTestAppWithMail({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
      FACEBOOK_APP_ID,
      FACEBOOK_GRAPH_URL: graph.url,
    },
  }));
});
afterAll(async () => {
  await closeTestAppWithMail(t, smtp);
  await google.close();
  await graph.close();
});

const fresh = () => {
  counter += 1;
  return {
    FullName: "Kavya Raman",
    Email: `buyer${counter}.${Date.now()}@example.in`,
    MobileNo: `98765${String(10000 + counter)}`,
    AgeConfirmed: true,
  };
};
const post = (url: string, payload: unknown) => t.app.inject({ method: "POST", url, payload: payload as object });
const userByEmail = async (email: string) => (await t.db.select().from(schema.users).where(eq(schema.users.email, email)))[0];
const asTestUser = (email: string, userId: number, token: string): TestUser => ({
  userId,
  email,
  password: "",
  token,
  auth: { authorization: `Bearer ${token}` },
});

describe("email and a new password", () => {
  it("creates the account without a trial or an activation mail and signs it in at once", async () => {
    const buyer = fresh();
    const res = await post("/api/auth/signUpToPay", { ...buyer, Password: "Nifty50gains" });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["set-cookie"])).toMatch(/investar_session=[^;]+;.*HttpOnly/);
    const user = (await userByEmail(buyer.Email))!;
    expect(user).toMatchObject({ fullName: "Kavya Raman", isEmailVerified: false, trialEndsAt: null });
    expect(user.passwordHash).not.toBeNull();
    const outbox = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, buyer.Email));
    expect(outbox).toHaveLength(0);
    // The session is the new account's: it reads its own profile and no one else's.
    const other = await createUser(t);
    const auth = { authorization: `Bearer ${res.json().tokenString}` };
    const own = await t.app.inject({ method: "GET", url: `/api/user/GetEmailAddressProfile?userId=${user.id}`, headers: auth });
    expect(own.statusCode).toBe(200);
    const theirs = await t.app.inject({ method: "GET", url: `/api/user/GetEmailAddressProfile?userId=${other.userId}`, headers: auth });
    expect(theirs.statusCode).toBe(403);
  });

  it("answers 400 by field for a bad email, name, mobile or a weak password, and creates nothing", async () => {
    const buyer = fresh();
    for (const [field, body] of [
      ["Email", { ...buyer, Email: "not-an-email", Password: "Nifty50gains" }],
      ["FullName", { ...buyer, FullName: "", Password: "Nifty50gains" }],
      ["MobileNo", { ...buyer, MobileNo: "12", Password: "Nifty50gains" }],
      ["Password", { ...buyer, Password: "short" }],
    ] as const) {
      const res = await post("/api/auth/signUpToPay", body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), field).toContain(field);
    }
    const missing = await post("/api/auth/signUpToPay", { Email: buyer.Email });
    expect(missing.statusCode).toBe(400);
    expect(await userByEmail(buyer.Email)).toBeUndefined();
  });

  it("refuses an address that has an account with 409 EmailRegistered, signing nobody in and changing nothing", async () => {
    const existing = await createUser(t);
    const res = await post("/api/auth/signUpToPay", { ...fresh(), Email: existing.email.toUpperCase(), Password: existing.password });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "EmailRegistered", message: expect.stringContaining("Log in to pay") });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});

describe("a one-time code", () => {
  it("by SMS: a wrong code says how many tries are left, the right one signs in once; the address stays unverified", async () => {
    const buyer = fresh();
    const sent = await post("/api/auth/sendSignUpCode", { ...buyer, Via: "sms" });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sentTo).toBe(buyer.MobileNo);
    const code = await lastSmsCodeTo(t, buyer.MobileNo);
    const wrong = await post("/api/auth/confirmSignUpCode", { Email: buyer.Email, Code: code === "11111" ? "22222" : "11111" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("That code is incorrect. 4 tries left.");
    const right = await post("/api/auth/confirmSignUpCode", { Email: buyer.Email, Code: code });
    expect(right.statusCode).toBe(200);
    expect(String(right.headers["set-cookie"])).toMatch(/investar_session=/);
    expect(await userByEmail(buyer.Email)).toMatchObject({ isEmailVerified: false, passwordHash: null, trialEndsAt: null });
    // Used: the code cannot sign in again, and the address is now an account like any other.
    expect((await post("/api/auth/confirmSignUpCode", { Email: buyer.Email, Code: code })).statusCode).toBe(400);
    const again = await post("/api/auth/sendSignUpCode", { ...buyer, Via: "sms" });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("EmailRegistered");
  });

  it("by email: the code arrives by mail and proves the address, which is then verified", async () => {
    const buyer = fresh();
    expect((await post("/api/auth/sendSignUpCode", { ...buyer, Via: "email" })).statusCode).toBe(200);
    const mail = await smtp.nextMailTo(buyer.Email);
    const code = /code is (\d{5})/.exec(mail.raw.replace(/=\r?\n/g, ""))?.[1];
    expect(code).toBeDefined();
    const right = await post("/api/auth/confirmSignUpCode", { Email: buyer.Email, Code: code! });
    expect(right.statusCode).toBe(200);
    expect(await userByEmail(buyer.Email)).toMatchObject({ isEmailVerified: true });
  });

  it("asking again before the code was entered sends a new code to the account, with the name and mobile now typed", async () => {
    const buyer = fresh();
    expect((await post("/api/auth/sendSignUpCode", { ...buyer, Via: "sms" })).statusCode).toBe(200);
    const first = await lastSmsCodeTo(t, buyer.MobileNo);
    const corrected = { ...buyer, FullName: "Kavya R. Raman", MobileNo: "9123456789", AgeConfirmed: true };
    expect((await post("/api/auth/sendSignUpCode", { ...corrected, Via: "sms" })).statusCode).toBe(200);
    const second = await lastSmsCodeTo(t, "9123456789");
    expect(await userByEmail(buyer.Email)).toMatchObject({ fullName: "Kavya R. Raman", mobileNo: "9123456789" });
    if (first !== second) expect((await post("/api/auth/confirmSignUpCode", { Email: buyer.Email, Code: first })).statusCode).toBe(400);
    expect((await post("/api/auth/confirmSignUpCode", { Email: buyer.Email, Code: second })).statusCode).toBe(200);
  });

  it("refuses an existing customer's address (409, sent to log in), and a code for it or an unknown address signs nobody in", async () => {
    const existing = await createUser(t);
    const res = await post("/api/auth/sendSignUpCode", { ...fresh(), Email: existing.email, Via: "email" });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("EmailRegistered");
    for (const Email of [existing.email, "nobody.here@example.in"]) {
      const confirm = await post("/api/auth/confirmSignUpCode", { Email, Code: "12345" });
      expect(confirm.statusCode, Email).toBe(400);
      expect(confirm.headers["set-cookie"], Email).toBeUndefined();
    }
  });

  it("answers 400 for a missing or unknown channel and for bad details", async () => {
    const buyer = fresh();
    expect((await post("/api/auth/sendSignUpCode", { ...buyer, Via: "pigeon" })).statusCode).toBe(400);
    expect((await post("/api/auth/sendSignUpCode", buyer)).statusCode).toBe(400);
    const badMobile = await post("/api/auth/sendSignUpCode", { ...buyer, MobileNo: "0000", Via: "sms" });
    expect(badMobile.statusCode).toBe(400);
    expect(Object.keys(badMobile.json().errors)).toContain("MobileNo");
    expect((await post("/api/auth/confirmSignUpCode", { Email: buyer.Email })).statusCode).toBe(400);
    expect(await userByEmail(buyer.Email)).toBeUndefined();
  });
});

describe("Google", () => {
  const idToken = async (email: string, name: string) => google.idToken({ nonce: await googleNonceFrom(t.app), email, name });

  it("creates a verified account without a trial for a new address and signs it in; a known address just signs in", async () => {
    const email = `google.buyer.${Date.now()}@example.in`;
    const res = await post("/api/auth/googleSignUpToPay", { credential: await idToken(email, "Meera Iyer"), AgeConfirmed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().tokenString).toBeTruthy();
    expect(await userByEmail(email)).toMatchObject({ fullName: "Meera Iyer", isEmailVerified: true, trialEndsAt: null, regSrc: "Google" });
    const existing = await createUser(t);
    const known = await post("/api/auth/googleSignUpToPay", { credential: await idToken(existing.email, "Test User") });
    expect(known.statusCode).toBe(200);
    expect(JSON.parse(known.json().Result).id).toBe(existing.userId);
  });

  it("refuses a token replayed or missing", async () => {
    const credential = await idToken(`google.replay.${Date.now()}@example.in`, "Meera Iyer");
    expect((await post("/api/auth/googleSignUpToPay", { credential, AgeConfirmed: true })).statusCode).toBe(200);
    expect((await post("/api/auth/googleSignUpToPay", { credential, AgeConfirmed: true })).statusCode).toBe(401);
    expect((await post("/api/auth/googleSignUpToPay", {})).statusCode).toBe(400);
  });
});

describe("Facebook", () => {
  const facebookSignUp = (payload: unknown) => post("/api/auth/facebookSignUpToPay", payload);
  const mailsTo = (email: string) => t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));

  it("creates a verified account without a trial or an activation mail for a new address and signs it in, as Google does", async () => {
    // A new account needs the 18+ declaration first (docs/business-rules.md#privacy-notice): the popup asks and sends the token again.
    const unconfirmed = await facebookSignUp({ accessToken: "token-new-buyer" });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ code: "AgeConfirmationRequired" });
    expect(await userByEmail(facebookNew)).toBeUndefined();
    const res = await facebookSignUp({ accessToken: "token-new-buyer", AgeConfirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers["set-cookie"])).toMatch(/investar_session=[^;]+;.*HttpOnly/);
    const user = (await userByEmail(facebookNew))!;
    expect(user).toMatchObject({ fullName: "Farah Khan", isEmailVerified: true, trialEndsAt: null, regSrc: "Facebook", mobileNo: "" });
    expect(JSON.parse(res.json().Result).id).toBe(user.id);
    expect(await mailsTo(facebookNew)).toHaveLength(0);
    // Logging in with Facebook later signs the checkout account in as it is: no trial, no mail.
    const login = await t.app.inject({ method: "POST", url: "/api/auth/facebookLogin?accessToken=token-new-buyer" });
    expect(login.json()).toMatchObject({ isNewUser: false });
    expect(await userByEmail(facebookNew)).toMatchObject({ trialEndsAt: null });
    expect(await mailsTo(facebookNew)).toHaveLength(0);
  });

  it("signs a known address in, changing nothing about its trial", async () => {
    const existing = await createUser(t, { email: facebookKnown });
    const before = (await userByEmail(facebookKnown))!;
    const res = await facebookSignUp({ accessToken: "token-known-buyer" });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.json().Result).id).toBe(existing.userId);
    expect((await userByEmail(facebookKnown))!.trialEndsAt).toEqual(before.trialEndsAt);
    expect(await mailsTo(facebookKnown)).toHaveLength(0);
  });

  it("the account pays at once: the receipt is the only mail it gets, asking for no verification", async () => {
    const email = `fb.pays.${Date.now()}@example.in`;
    graphPeople["token-payer"] = { id: "fb-25", name: "Priya Nair", email };
    const res = await facebookSignUp({ accessToken: "token-payer", AgeConfirmed: true });
    const customer = asTestUser(email, JSON.parse(res.json().Result).id, res.json().tokenString);
    await buyAtSimulator(t, customer, { product: "Standard", plan: "Quarter" }, "Simulate success");
    expect(await subscriptionOf(t, customer.userId)).not.toBeNull();
    expect(await receiptsTo(t, email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    // Facebook confirmed the address: the receipt asks for no verification.
    expect((await smtp.nextMailTo(email)).raw).not.toContain("confirm-email");
  });

  it("refuses a token Graph rejects or issued to another app (401), a profile without email (400) and a missing token (400), creating nothing", async () => {
    for (const accessToken of ["token-forged-by-someone", "token-other-app"]) {
      const res = await facebookSignUp({ accessToken });
      expect(res.statusCode, accessToken).toBe(401);
      expect(res.headers["set-cookie"], accessToken).toBeUndefined();
    }
    expect(await userByEmail("fb.other.app@example.in")).toBeUndefined();
    const noEmail = await facebookSignUp({ accessToken: "token-no-email" });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toMatch(/did not share your email address/);
    for (const payload of [{}, { accessToken: "" }, { accessToken: "short" }]) {
      const res = await facebookSignUp(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain("The Facebook access token is missing.");
    }
  });
});

describe("the receipt", () => {
  it("carries the verification link for an unverified buyer, which verifies the address; a verified customer's receipt does not", async () => {
    const buyer = fresh();
    const res = await post("/api/auth/signUpToPay", { ...buyer, Password: "Nifty50gains" });
    const customer = asTestUser(buyer.Email, JSON.parse(res.json().Result).id, res.json().tokenString);
    await buyAtSimulator(t, customer, { product: "Standard", plan: "Quarter" }, "Simulate success");
    expect(await subscriptionOf(t, customer.userId)).not.toBeNull();
    expect(await receiptsTo(t, buyer.Email)).toHaveLength(1);
    const receipt = await smtp.nextMailTo(buyer.Email);
    const token = linkFrom(receipt.raw, "confirm-email");
    const verified = await t.app.inject({ method: "GET", url: `/api/auth/VerifyEmail?id=${token}` });
    expect(verified.statusCode).toBe(200);
    expect(await userByEmail(buyer.Email)).toMatchObject({ isEmailVerified: true });

    const regular = await createUser(t);
    await buyAtSimulator(t, regular, { product: "Standard", plan: "Quarter" }, "Simulate success");
    const plain = await smtp.nextMailTo(regular.email);
    expect(plain.raw).not.toContain("confirm-email");
  });

  it("paid by bank transfer instead, the staff's activation mail carries the verification link in its place", async () => {
    const buyer = fresh();
    const res = await post("/api/auth/signUpToPay", { ...buyer, Password: "Nifty50gains" });
    const customer = asTestUser(buyer.Email, JSON.parse(res.json().Result).id, res.json().tokenString);
    const { paymentId, orderNumber } = await submittedPayment(t, customer);
    const admin = await createUser(t, { role: "Admin" });
    expect((await activate(t, admin, paymentId)).statusCode).toBe(200);
    const mails = [await smtp.nextMailTo(buyer.Email), await smtp.nextMailTo(buyer.Email)];
    const confirmed = mails.find((mail) => mail.raw.includes("Payment confirmed"))!;
    expect(confirmed.raw).toContain(orderNumber);
    const token = linkFrom(confirmed.raw, "confirm-email");
    expect((await t.app.inject({ method: "GET", url: `/api/auth/VerifyEmail?id=${token}` })).statusCode).toBe(200);
    expect(await userByEmail(buyer.Email)).toMatchObject({ isEmailVerified: true });
  });
});
