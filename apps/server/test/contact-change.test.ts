import { and, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { messages } from "@investar/core";
import { profileMessages } from "@investar/core/profile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { linkFrom } from "./support/test-smtp.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { statusesUnderRateLimits } from "./support/rate-limited-calls.ts";
import { lastSmsCodeTo } from "./support/sms-codes.ts";

let t: TestApp;
let smtp: TestSmtp;
let offsetMs = 0;

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail({ now: () => new Date(Date.now() + offsetMs) }));
});
afterAll(() => closeTestAppWithMail(t, smtp));

const sendCode = (user: TestUser, mobile: string, headers: Record<string, string> = user.auth) =>
  t.app.inject({ method: "GET", url: `/api/auth/GetVerificationCode?userId=${user.userId}&mobileNumber=${mobile}`, headers });
const saveMobile = (user: TestUser, mobile: string, code: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/user/SaveMobileNumberProfile?userId=${user.userId}&mobileNumber=${mobile}&verificationCode=${code}`,
    headers: user.auth,
  });

const lastSmsCode = (mobile: string) => lastSmsCodeTo(t, mobile);

const wrongCode = (code: string) => (code === "11111" ? "22222" : "11111");
const mobileOf = async (userId: number) =>
  (await t.db.select({ m: schema.users.mobileNo }).from(schema.users).where(eq(schema.users.id, userId)))[0]?.m;

describe("mobile number change confirmed by SMS", () => {
  it("sends a 5-digit code without a zero, stores only its hash, and changes the number with it exactly once", async () => {
    const me = await createUser(t);
    const sent = await sendCode(me, "9123456780");
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toContain("******6780");
    const code = await lastSmsCode("9123456780");
    expect(code).toMatch(/^[1-9]{5}$/);
    expect(sent.body).not.toContain(code);
    const [row] = await t.db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.userId, me.userId));
    expect(row).toMatchObject({ purpose: "mobile-change", target: "9123456780", attempts: 0, usedAt: null });
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 5_000);

    const saved = await saveMobile(me, "9123456780", code);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ mobileNumber: "9123456780" });
    expect(await mobileOf(me.userId)).toBe("9123456780");

    const reused = await saveMobile(me, "9123456780", code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/expired or was already used/);
  });

  it("only accepts the code for the number it was sent to", async () => {
    const me = await createUser(t);
    await sendCode(me, "9000000001");
    const res = await saveMobile(me, "9000000002", await lastSmsCode("9000000001"));
    expect(res.statusCode).toBe(400);
    expect(await mobileOf(me.userId)).toBe("9876543210");
  });

  it("refuses a code after ten minutes", async () => {
    const me = await createUser(t);
    await sendCode(me, "9000000003");
    const code = await lastSmsCode("9000000003");
    offsetMs = 10 * 60_000 + 1_000;
    try {
      const res = await saveMobile(me, "9000000003", code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/expired/);
    } finally {
      offsetMs = 0;
    }
  });

  it("counts wrong codes, says how many tries are left, and stops the code after five attempts", async () => {
    const me = await createUser(t);
    await sendCode(me, "9000000004");
    const code = await lastSmsCode("9000000004");
    const said = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await saveMobile(me, "9000000004", wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.verificationCode).toEqual([res.json().message]);
      said.push(res.json().message);
    }
    expect(said).toEqual([
      "That code is incorrect. 4 tries left.",
      "That code is incorrect. 3 tries left.",
      "That code is incorrect. 2 tries left.",
      "That code is incorrect. 1 try left.",
      "That code is incorrect, and it was the last try. Ask for a new code.",
    ]);
    const [row] = await t.db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.userId, me.userId));
    expect(row?.attempts).toBe(5);
    const late = await saveMobile(me, "9000000004", code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/Too many wrong codes/);
    expect(await mobileOf(me.userId)).toBe("9876543210");
  });

  it("takes a typed code with a 0 in it as a wrong code, not a malformed one (docs/business-rules.md#dead-end-links)", async () => {
    const me = await createUser(t);
    await sendCode(me, "9000000014");
    const res = await saveMobile(me, "9000000014", "12340");
    expect(res.json().message).toBe("That code is incorrect. 4 tries left.");
    expect((await saveMobile(me, "9000000014", "1234")).json().message).toBe("Enter the 5-digit code from the SMS.");
  });

  it("retires the earlier code when a new one is sent", async () => {
    const me = await createUser(t);
    await sendCode(me, "9000000005");
    const first = await lastSmsCode("9000000005");
    await sendCode(me, "9000000005");
    const second = await lastSmsCode("9000000005");
    if (first !== second) expect((await saveMobile(me, "9000000005", first)).statusCode).toBe(400);
    expect((await saveMobile(me, "9000000005", second)).statusCode).toBe(200);
  });

  it("answers bad input with 400 and its message", async () => {
    const me = await createUser(t);
    for (const mobile of ["12345", "98765432101", "98765abcde", ""]) {
      const res = await sendCode(me, mobile);
      expect(res.statusCode, mobile).toBe(400);
      expect(res.json().message).toBe(messages.mobileInvalid);
    }
    expect((await sendCode(me, "9876543210")).json().message).toBe("This is already your mobile number.");
    for (const code of ["1234", "abcde", "123456"]) {
      const res = await saveMobile(me, "9123456780", code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toBe(profileMessages.verificationCodeInvalid);
    }
    expect((await saveMobile(me, "91234", "12345")).json().message).toBe(messages.mobileInvalid);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/user/SaveMobileNumberProfile?userId=${me.userId}`, headers: me.auth })).statusCode,
    ).toBe(400);
  });

  it("refuses a cookie-authenticated code request that a browser marks cross-site", async () => {
    const me = await createUser(t);
    const cookie = { cookie: `investar_session=${me.token}` };
    expect((await sendCode(me, "9000000006", { ...cookie, "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await sendCode(me, "9000000006", { ...cookie, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });
});

describe("email change", () => {
  const update = (user: TestUser, email: string, headers: Record<string, string> = user.auth) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/UpdateEmailAddress",
      headers,
      payload: { userId: user.userId, emailAddress: email, password: user.password },
    });
  const login = (userName: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { userName, password } });

  it("mails a link to the new address, keeps the old login until it is opened, then switches", async () => {
    const me = await createUser(t, { email: "old.address@example.in", name: "Ravi Kumar" });
    const res = await update(me, "new.address@example.in");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      emailAddress: "new.address@example.in",
      message: expect.stringContaining("A verification email has been sent to new.address@example.in"),
    });

    const mail = await smtp.nextMailTo("new.address@example.in");
    expect(mail.raw).toContain("Confirm your new Investar email address");
    const token = linkFrom(mail.raw, "confirm-email");
    const notice = await smtp.nextMailTo("old.address@example.in");
    expect(notice.raw).toContain("new.address@example.in");

    // Nothing has switched yet.
    expect((await login("old.address@example.in", me.password)).statusCode).toBe(200);
    expect((await login("new.address@example.in", me.password)).statusCode).toBe(401);
    const [pending] = await t.db.select().from(schema.users).where(eq(schema.users.id, me.userId));
    expect(pending).toMatchObject({ email: "old.address@example.in", isEmailVerified: true });

    const verified = await t.app.inject({ method: "GET", url: `/api/auth/VerifyEmail?id=${token}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email: "new.address@example.in", hasPassword: true });
    expect((await login("new.address@example.in", me.password)).statusCode).toBe(200);
    expect((await login("old.address@example.in", me.password)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `/api/auth/VerifyEmail?id=${token}` })).statusCode).toBe(400);
  });

  it("answers bad, taken and unchanged addresses with their messages", async () => {
    const me = await createUser(t, { email: "keeper@example.in" });
    await createUser(t, { email: "taken@example.in" });
    const cases: [string, number, string][] = [
      ["", 400, messages.emailRequired],
      ["not-an-email", 400, messages.emailInvalid],
      [`${"a".repeat(40)}@example.in`, 400, messages.emailTooLong],
      ["someone@investarindia.com", 400, messages.emailVendorDomain("investarindia.com")],
      ["TAKEN@example.in", 409, messages.emailRegistered("investarindia.com")],
      ["Keeper@Example.in", 400, "This is already your email address."],
    ];
    for (const [email, status, message] of cases) {
      const res = await update(me, email);
      expect(res.statusCode, email).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const pendingTokens = await t.db
      .select()
      .from(schema.authTokens)
      .where(and(eq(schema.authTokens.userId, me.userId), eq(schema.authTokens.purpose, "verify-email")));
    expect(pendingTokens).toEqual([]);
  });

  it("refuses a cookie-authenticated request from another site, or from a browser that names no site", async () => {
    const me = await createUser(t);
    const cookie = `investar_session=${me.token}`;
    expect((await update(me, "elsewhere@example.in", { cookie, origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await update(me, "elsewhere@example.in", { cookie })).statusCode).toBe(403);
    expect((await update(me, "elsewhere@example.in", { cookie, origin: t.config.publicUrl })).statusCode).toBe(200);
  });

  it("changes nothing on the old GET, whoever sends it, and says how to change the email instead", async () => {
    const me = await createUser(t);
    const target = "by.old.link@example.in";
    for (const headers of [{ cookie: `investar_session=${me.token}` }, me.auth]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/auth/UpdateEmailAddress?userId=${me.userId}&emailAddress=${target}&isSendEmail=true`,
        headers,
      });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe("POST");
      expect(res.json()).toMatchObject({ code: "UseEmailChangeForm", message: profileMessages.emailChangeNeedsConfirmation });
    }
    const queued = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, target));
    expect(queued).toEqual([]);
  });
});

describe("rate limits", () => {
  it("sends at most five codes an hour from one address", async () => {
    const statuses = await statusesUnderRateLimits(6, (userId) => `/api/auth/GetVerificationCode?userId=${userId}&mobileNumber=9000000100`);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
