import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { linkFrom } from "./support/test-smtp.ts";
import { suiteAppWithMail } from "./support/suite.ts";
import { registration } from "./support/registration.ts";

const origin = { origin: "http://localhost:3000" };

const { t, smtp } = suiteAppWithMail();

describe("free-trial sign-up to first login", () => {
  it("registers, mails an activation link over SMTP, verifies, sets a password and logs in", async () => {
    const email = "asha.verma@example.in";
    expect((await t.app.inject({ method: "GET", url: `/api/auth/IsEmailExist?email=${email}` })).json()).toBe(0);

    const reg = await t.app.inject({ method: "POST", url: "/api/auth/register?ip=1.2.3.4", payload: registration(email) });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toMatchObject({ category: "FreshRegistration", userId: expect.any(Number) });
    expect((await t.app.inject({ method: "GET", url: `/api/auth/IsEmailExist?email=ASHA.VERMA@example.in` })).json()).toBe(1);

    const mail = await smtp.nextMailTo(email);
    expect(mail.raw).toContain("Activate your Investar account");
    const token = linkFrom(mail.raw, "confirm-email");
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url

    const verified = await t.app.inject({ method: "GET", url: `/api/auth/VerifyEmail?id=${token}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email, hasPassword: false });

    const set = await t.app.inject({ method: "POST", url: "/api/auth/SetPassword", payload: { id: token, password: "Nifty2026rally" } });
    expect(set.statusCode).toBe(200);
    expect(String(set.headers["set-cookie"])).toMatch(/investar_session=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);

    const reuse = await t.app.inject({ method: "POST", url: "/api/auth/SetPassword", payload: { id: token, password: "Another2026pass" } });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toMatch(/invalid or has expired/);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login?ip=1.2.3.4",
      payload: { userName: email.toUpperCase(), password: "Nifty2026rally" },
    });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    const result = JSON.parse(body.Result);
    expect(result.auth_token).toBe(body.tokenString);
    const [, payload] = body.tokenString.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    expect(claims).toMatchObject({
      id: reg.json().userId,
      sub: String(reg.json().userId),
      UserRole: "Investor",
      email,
      IsEmailVerified: true,
    });
    expect(claims.sid).toEqual(expect.any(String));
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const byId = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userName: String(reg.json().userId), password: "Nifty2026rally" },
    });
    expect(byId.statusCode).toBe(200);
  });

  it("changes nothing for an email that is already registered", async () => {
    const email = "repeat@example.in";
    await t.app.inject({ method: "POST", url: "/api/auth/register", payload: registration(email) });
    await smtp.nextMailTo(email);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...registration(email), FullName: "Someone Else" },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      category: "EmailExistTrialTaken",
      message: expect.stringContaining("This Email Id is already registered in investarindia.com"),
    });
  });

  it("sends a fresh activation link from a dead one, and nothing for an account already activated (docs/business-rules.md#dead-end-links)", async () => {
    const email = "dead.link@example.in";
    const reg = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: registration(email) });
    const first = linkFrom((await smtp.nextMailTo(email)).raw, "confirm-email");
    // Asking for the link again retires the first one: it now opens "This link can't be used".
    await t.app.inject({ method: "GET", url: `/api/auth/SendActivationEmail?userId=${reg.json().userId}` });
    const second = linkFrom((await smtp.nextMailTo(email)).raw, "confirm-email");
    expect((await t.app.inject({ method: "GET", url: `/api/auth/VerifyEmail?id=${first}` })).statusCode).toBe(400);

    const resend = await t.app.inject({ method: "POST", url: "/api/auth/ResendActivationLink", payload: { token: first } });
    expect(resend.statusCode).toBe(200);
    const third = linkFrom((await smtp.nextMailTo(email)).raw, "confirm-email");
    expect(third).not.toBe(second);
    expect((await t.app.inject({ method: "GET", url: `/api/auth/VerifyEmail?id=${third}` })).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: "/api/auth/SetPassword", payload: { id: third, password: "Nifty2026rally" } });

    const afterActivation = await t.app.inject({ method: "POST", url: "/api/auth/ResendActivationLink", payload: { token: first } });
    expect(afterActivation.json()).toEqual(resend.json());
    const unknown = await t.app.inject({ method: "POST", url: "/api/auth/ResendActivationLink", payload: { token: "x".repeat(43) } });
    expect(unknown.json()).toEqual(resend.json());
    expect((await t.app.inject({ method: "POST", url: "/api/auth/ResendActivationLink", payload: { token: "short" } })).statusCode).toBe(
      400,
    );
    const activationMails = await t.db
      .select({ subject: schema.mailOutbox.subject })
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.to, email), eq(schema.mailOutbox.subject, "Activate your Investar account")));
    expect(activationMails).toHaveLength(3);
  });

  it("sends marketing mail only to those who ticked it at sign-up; no kind is on unless ticked (ADR 0034, docs/business-rules.md#privacy-notice)", async () => {
    const flagsOf = async (email: string) =>
      (await t.db.select({ flags: schema.users.subscriptionFlags }).from(schema.users).where(eq(schema.users.email, email)))[0]?.flags;
    await t.app.inject({ method: "POST", url: "/api/auth/register", payload: registration("no.consent@example.in") });
    await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...registration("consent@example.in"), MarketingConsent: true },
    });
    expect(await flagsOf("no.consent@example.in")).toEqual({
      newsletter: false,
      productUpdates: false,
      webinarInvites: false,
      offers: false,
      renewalReminders: true,
    });
    expect(await flagsOf("consent@example.in")).toEqual({
      newsletter: true,
      productUpdates: false,
      webinarInvites: true,
      offers: true,
      renewalReminders: true,
    });
  });

  it("takes a mobile number as people type it and keeps its 10 digits (docs/business-rules.md#mobile-rules)", async () => {
    for (const [typed, n] of [
      ["98765 43210", 1],
      ["+91 98765 43210", 2],
      ["098765-43210", 3],
    ] as const) {
      const email = `typed.mobile.${n}@example.in`;
      const reg = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { ...registration(email), MobileNo: typed } });
      expect(reg.statusCode, typed).toBe(200);
      const [user] = await t.db.select({ mobileNo: schema.users.mobileNo }).from(schema.users).where(eq(schema.users.email, email));
      expect(user?.mobileNo, typed).toBe("9876543210");
    }
  });

  it("accepts names in any script, with initials, apostrophes and hyphens, and refuses digits with the spec's message", async () => {
    for (const [n, name] of ["आशा वर्मा", "K. Srinivas", "D'Souza", "Anne-Marie"].entries()) {
      const ok = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { ...registration(`written.name.${n}@example.in`), FullName: name },
      });
      expect(ok.statusCode, name).toBe(200);
      const [user] = await t.db
        .select({ fullName: schema.users.fullName })
        .from(schema.users)
        .where(eq(schema.users.email, `written.name.${n}@example.in`));
      expect(user?.fullName).toBe(name);
    }
  });

  it("answers invalid sign-up input with 400 and the SPEC messages", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ Email: "" }, "Email is Required."],
      [{ Email: "not-an-email" }, "Invalid email."],
      [{ Email: "someone@investarindia.com" }, "Email id with investarindia.com as domain are not allowed"],
      [{ FullName: "" }, "Name is Required."],
      [{ FullName: "R2D2" }, "Invalid name."],
      [{ MobileNo: "" }, "Mobile number is required."],
      [{ MobileNo: "12345" }, "Invalid mobile number."],
    ];
    for (const [change, message] of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { ...registration("valid@example.in"), ...change },
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const missing = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { Email: "x@example.in" } });
    expect(missing.statusCode).toBe(400);
  });
});

describe("login failures", () => {
  it("answers wrong credentials with 401 and login_failure, the same for unknown accounts", async () => {
    for (const userName of ["asha.verma@example.in", "nobody@example.in", "999999"]) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { userName, password: "wrong-password-1" } });
      expect(res.statusCode, userName).toBe(401);
      expect(res.json()).toMatchObject({
        code: "login_failure",
        message: "Invalid username or password.",
        errors: { login_failure: ["Invalid username or password."] },
      });
    }
  });

  it("answers an empty login body with 400", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe("logout", () => {
  it("revokes the session so its token stops working", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userName: "asha.verma@example.in", password: "Nifty2026rally" },
    });
    const token = login.json().tokenString as string;
    const cookie = `investar_session=${token}`;
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie, ...origin } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/investar_session=;/);
    const principalCheck = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { authorization: `Bearer ${token}` } });
    expect(principalCheck.statusCode).toBe(200);
  });

  it("refuses a cookie-authenticated state change from another site", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userName: "asha.verma@example.in", password: "Nifty2026rally" },
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: `investar_session=${login.json().tokenString}`, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
  });
});
