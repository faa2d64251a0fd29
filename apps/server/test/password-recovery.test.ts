import { count } from "drizzle-orm";
import { messages } from "@investar/core";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { linkFrom } from "./support/test-smtp.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";

let t: TestApp;
let smtp: TestSmtp;
let clock = new Date();

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail({ now: () => clock, web: true }));
});
afterAll(() => closeTestAppWithMail(t, smtp));

const get = (url: string) => t.app.inject({ method: "GET", url });
const reset = (id: string, password: string) => t.app.inject({ method: "POST", url: "/api/auth/ResetPassword", payload: { id, password } });
const outboxSize = async () => (await t.db.select({ n: count() }).from(schema.mailOutbox))[0]!.n;

describe("password recovery", () => {
  it("tells a spent or unknown reset link apart when its page opens, before any password is typed (docs/business-rules.md#dead-end-links)", async () => {
    const user = await createUser(t);
    await get(`/api/auth/PasswordRecovery?userId=${encodeURIComponent(user.email)}`);
    const token = linkFrom((await smtp.nextMailTo(user.email)).raw, "my-investar/password-recovery");
    const page = async (id: string) => (await get(`/my-investar/password-recovery?id=${id}`)).body;

    const live = await page(token);
    expect(live).toContain("Choose a new password");
    expect(live).not.toContain("This password reset link has expired or was already used.");

    expect((await reset(token, "Smallcap2026run")).statusCode).toBe(200);
    for (const dead of [await page(token), await page("x".repeat(43))]) {
      expect(dead).toContain("This password reset link has expired or was already used.");
      expect(dead).not.toContain("Choose a new password");
    }
  });

  it("mails a reset link that sets a new password once, signs the user in and ends the other sessions", async () => {
    const user = await createUser(t);
    const recovery = await get(`/api/auth/PasswordRecovery?userId=${encodeURIComponent(user.email.toUpperCase())}`);
    expect(recovery.statusCode).toBe(200);

    const mail = await smtp.nextMailTo(user.email);
    expect(mail.raw).toContain("Reset your Investar password");
    expect(mail.raw).not.toContain(user.password);
    const token = linkFrom(mail.raw, "my-investar/password-recovery");

    const done = await reset(token, "Midcap2026surge");
    expect(done.statusCode).toBe(200);
    expect(JSON.parse(done.json().Result).auth_token).toBe(done.json().tokenString);
    expect(String(done.headers["set-cookie"])).toMatch(/investar_session=[^;]+;/);

    const profile = `/api/user/GetEmailAddressProfile?userId=${user.userId}`;
    expect((await t.app.inject({ method: "GET", url: profile, headers: user.auth })).statusCode).toBe(401);
    const newSession = await t.app.inject({ method: "GET", url: profile, headers: { authorization: `Bearer ${done.json().tokenString}` } });
    expect(newSession.statusCode).toBe(200);

    const again = await reset(token, "Another2026pass");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);

    const withNew = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userName: user.email, password: "Midcap2026surge" },
    });
    expect(withNew.statusCode).toBe(200);
    const withOld = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userName: user.email, password: user.password },
    });
    expect(withOld.statusCode).toBe(401);
  });

  it("accepts the user id, and SendPasswordResetEmail ignores the password it is given and mails a link instead", async () => {
    const user = await createUser(t);
    const first = await get(`/api/auth/PasswordRecovery?userId=${user.userId}`);
    expect(first.statusCode).toBe(200);
    const firstToken = linkFrom((await smtp.nextMailTo(user.email)).raw, "my-investar/password-recovery");

    const second = await get(`/api/auth/SendPasswordResetEmail?userId=${user.userId}&password=Leaked2026secret`);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const mail = await smtp.nextMailTo(user.email);
    expect(mail.raw).not.toContain("Leaked2026secret");
    const secondToken = linkFrom(mail.raw, "my-investar/password-recovery");

    // Only the newest link works.
    expect((await reset(firstToken, "Smallcap2026run")).statusCode).toBe(400);
    expect((await reset(secondToken, "Smallcap2026run")).statusCode).toBe(200);
  });

  it("answers exactly the same for accounts that do not exist, and mails nobody", async () => {
    const user = await createUser(t);
    const known = await get(`/api/auth/PasswordRecovery?userId=${user.email}`);
    await smtp.nextMailTo(user.email);
    const before = await outboxSize();
    for (const url of [
      "/api/auth/PasswordRecovery?userId=nobody.here@example.in",
      "/api/auth/PasswordRecovery?userId=987654",
      "/api/auth/SendPasswordResetEmail?userId=nobody.here@example.in&password=x",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(known.statusCode);
      expect(res.body, url).toBe(known.body);
    }
    expect(await outboxSize()).toBe(before);
  });

  it("refuses a link older than 30 minutes", async () => {
    const user = await createUser(t);
    await get(`/api/auth/PasswordRecovery?userId=${user.email}`);
    const token = linkFrom((await smtp.nextMailTo(user.email)).raw, "my-investar/password-recovery");
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    try {
      const late = await reset(token, "Banknifty2026up");
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toMatch(/invalid or has expired/);
    } finally {
      clock = new Date();
    }
  });

  it("answers bad input with 400 and a message", async () => {
    for (const url of [
      "/api/auth/PasswordRecovery",
      "/api/auth/PasswordRecovery?userId=",
      "/api/auth/PasswordRecovery?userId=%20%20",
      "/api/auth/SendPasswordResetEmail",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/Enter your email or user id/);
    }
    const weak = await reset("a".repeat(43), "short");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(messages.passwordWeak);
    const noToken = await t.app.inject({ method: "POST", url: "/api/auth/ResetPassword", payload: { password: "Midcap2026surge" } });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toMatch(/reset link is incomplete/);
    const forged = await reset("b".repeat(43), "Midcap2026surge");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/invalid or has expired/);
  });
});

describe("rate limit", () => {
  it("allows five recovery requests an hour from one address, then answers 429", async () => {
    const limited = await createTestApp({ seed: false, env: { RATE_LIMITS: "on" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push(
          (await limited.app.inject({ method: "GET", url: `/api/auth/PasswordRecovery?userId=someone${i}@example.in` })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("SendDraftWithCredentials", () => {
  it("mails the user id (never a password) and answers the same when nothing matches", async () => {
    const user = await createUser(t);
    const known = await get(`/api/auth/SendDraftWithCredentials?userId=${user.userId}&email=${encodeURIComponent(user.email)}`);
    expect(known.statusCode).toBe(200);
    const mail = await smtp.nextMailTo(user.email);
    expect(mail.raw).toContain(`Your Investar user id is ${user.userId}`);
    expect(mail.raw).not.toContain(user.password);

    const before = await outboxSize();
    for (const url of [
      `/api/auth/SendDraftWithCredentials?userId=${user.userId}&email=someone.else@example.in`,
      `/api/auth/SendDraftWithCredentials?userId=${user.userId + 1000}&email=${encodeURIComponent(user.email)}`,
      "/api/auth/SendDraftWithCredentials?email=nobody.here@example.in",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(known.body);
    }
    expect(await outboxSize()).toBe(before);
  });

  it("answers bad input with 400 and a message", async () => {
    const cases: [string, string][] = [
      ["/api/auth/SendDraftWithCredentials?userId=5", "Email is Required."],
      ["/api/auth/SendDraftWithCredentials?email=not-an-email", messages.emailInvalid],
      ["/api/auth/SendDraftWithCredentials?userId=abc&email=a@example.in", "userId must be a number."],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(message);
    }
  });
});
