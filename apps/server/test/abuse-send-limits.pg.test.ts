import { eq, inArray } from "drizzle-orm";
import { codeNumberMessage } from "@investar/core";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";

// docs/business-rules.md#abuse-limits: limits per destination and per account, shared by every route that sends.
let t: TestApp;
let smtp: TestSmtp;
let clock = new Date("2026-11-23T10:00:00Z");

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail({ now: () => clock }));
});
afterAll(() => closeTestAppWithMail(t, smtp));

const get = (url: string, user?: TestUser) => t.app.inject({ method: "GET", url, headers: user?.auth ?? {} });
const mobileChangeCode = (user: TestUser, mobile: string) =>
  get(`/api/auth/GetVerificationCode?userId=${user.userId}&mobileNumber=${encodeURIComponent(mobile)}`, user);
const trialCode = (user: TestUser, mobile: string) =>
  get(`/api/payment/SendVerificationCode?userId=${user.userId}&mobileNumber=${encodeURIComponent(mobile)}&isForMobileTrial=true`, user);
const smsTo = async (...numbers: string[]) => t.db.select().from(schema.smsOutbox).where(inArray(schema.smsOutbox.to, numbers));
const mailsTo = async (address: string) => t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, address));
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

function expectLimited(res: Awaited<ReturnType<typeof get>>, refusal: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    code: "RateLimited",
    message: expect.stringMatching(new RegExp(`^${refusal} Please try again in \\d+ (minutes?|hours)\\.$`)),
  });
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
}

describe("codes per mobile number", () => {
  it("refuses the 6th code to one number in an hour, whichever account and route asks, and sends nothing", async () => {
    const [a, b, c] = [await createUser(t), await createUser(t), await createUser(t)];
    const number = "9811100001";
    // The same number saved with its country code on another account: one number, one counter.
    await t.db
      .update(schema.users)
      .set({ mobileNo: `91${number}` })
      .where(eq(schema.users.id, c.userId));
    const intradayCode = () => get(`/api/auth/GetIntradayActivationCode?userId=${c.userId}&mobileOrEmail=91${number}&isEmail=false`, c);
    expect((await mobileChangeCode(a, number)).statusCode).toBe(200);
    expect((await mobileChangeCode(b, number)).statusCode).toBe(200);
    expect((await trialCode(b, number)).statusCode).toBe(200);
    expect((await intradayCode()).statusCode).toBe(200);
    expect((await mobileChangeCode(c, number)).statusCode).toBe(200);
    expectLimited(await trialCode(a, number), "We have sent too many codes to this mobile number.");
    expectLimited(await intradayCode(), "We have sent too many codes to this mobile number.");
    expect(await smsTo(number, `91${number}`)).toHaveLength(5);

    later(61);
    expect((await mobileChangeCode(a, number)).statusCode).toBe(200);
    expect(await smsTo(number, `91${number}`)).toHaveLength(6);
  });

  it("holds under parallel requests: of 9 at once, exactly 5 are sent", async () => {
    const users = await Promise.all(Array.from({ length: 9 }, () => createUser(t)));
    const number = "9811100002";
    const answers = await Promise.all(users.map((user) => mobileChangeCode(user, number)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(4);
    expect(await smsTo(number)).toHaveLength(5);
  });
});

describe("codes per account", () => {
  it("refuses the 11th code an account asks for in a day, to any numbers", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i += 1) expect((await mobileChangeCode(user, `98222000${String(i).padStart(2, "0")}`)).statusCode).toBe(200);
    expectLimited(await mobileChangeCode(user, "9822200010"), "Your account has asked for too many codes today.");
    expect(await smsTo("9822200010")).toHaveLength(0);
  });
});

describe("numbers codes may go to", () => {
  it("refuses numbers that are not Indian mobiles or E.164, and sends nothing", async () => {
    const user = await createUser(t);
    for (const bad of ["1234567890", "5811100003", "0981110000"]) {
      const res = await mobileChangeCode(user, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBe(codeNumberMessage);
    }
    expect((await trialCode(user, "1234567890")).statusCode).toBe(400);
    expect(await smsTo("1234567890", "5811100003", "0981110000")).toHaveLength(0);
  });
});

describe("account mails per address", () => {
  it("refuses the 6th account mail to one address in an hour across reset, user id and activation routes, and sends nothing", async () => {
    const user = await createUser(t);
    await t.db.update(schema.users).set({ isEmailVerified: false }).where(eq(schema.users.id, user.userId));
    const routes = [
      `/api/auth/PasswordRecovery?userId=${encodeURIComponent(user.email)}`,
      `/api/auth/PasswordRecovery?userId=${user.userId}`,
      `/api/auth/SendDraftWithCredentials?email=${encodeURIComponent(user.email)}`,
      `/api/auth/SendActivationEmail?userId=${user.userId}`,
      `/api/auth/SendPasswordResetEmail?userId=${encodeURIComponent(user.email.toUpperCase())}`,
    ];
    for (const url of routes) expect((await get(url)).statusCode, url).toBe(200);
    for (let i = 0; i < 5; i += 1) await smtp.nextMailTo(user.email);
    expectLimited(await get(`/api/auth/SendActivationEmail?userId=${user.userId}`), "We have sent too many emails to this address.");
    expectLimited(await get(`/api/auth/PasswordRecovery?userId=${user.userId}`), "We have sent too many emails to this address.");
    expect(await mailsTo(user.email)).toHaveLength(5);
    expect(smtp.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(0);
  });

  it("answers an address without an account the same way, so the limit does not reveal accounts", async () => {
    const nobody = "nobody.here@example.in";
    for (let i = 0; i < 5; i += 1) expect((await get(`/api/auth/PasswordRecovery?userId=${nobody}`)).statusCode).toBe(200);
    expectLimited(await get(`/api/auth/PasswordRecovery?userId=${nobody}`), "We have sent too many emails to this address.");
    expect(await mailsTo(nobody)).toHaveLength(0);
  });

  it("counts an email change's verification mail on the new address", async () => {
    const user = await createUser(t);
    const target = "new.home@example.in";
    const change = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/UpdateEmailAddress",
        headers: user.auth,
        payload: { userId: user.userId, emailAddress: target, password: user.password },
      });
    for (let i = 0; i < 5; i += 1) expect((await change()).statusCode).toBe(200);
    expectLimited(await change(), "We have sent too many emails to this address.");
    expect(await mailsTo(target)).toHaveLength(5);
  });
});
