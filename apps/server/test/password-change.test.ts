import { and, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { messages } from "@investar/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (caller: Record<string, string>, body: object) =>
  t.app.inject({ method: "POST", url: "/api/auth/changePassword", payload: body, headers: caller });
const login = (userName: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { userName, password } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const whoCanRead = (user: TestUser, token: string) =>
  t.app.inject({ method: "GET", url: `/api/user/GetMemberInfoProfile?userId=${user.userId}`, headers: bearer(token) });

describe("POST auth/changePassword", () => {
  it("changes the password, keeps the caller signed in and signs every other session out", async () => {
    const me = await createUser(t);
    const laptop = (await login(me.email, me.password)).json().tokenString as string;
    const phone = (await login(me.email, me.password)).json().tokenString as string;

    const res = await change(me.auth, { userId: me.userId, oldPassword: me.password, newPassword: "Midcap2026rally" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Your password has been changed. Other devices have been signed out.", signedOutSessions: 2 });

    expect((await whoCanRead(me, me.token)).statusCode).toBe(200);
    expect((await whoCanRead(me, laptop)).statusCode).toBe(401);
    expect((await whoCanRead(me, phone)).statusCode).toBe(401);
    expect((await login(me.email, me.password)).statusCode).toBe(401);
    expect((await login(me.email, "Midcap2026rally")).statusCode).toBe(200);

    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `user:${me.userId}`));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: me.userId, action: "password-changed", details: { signedOutSessions: 2, byAdmin: false } }),
    ]);
    const [mail] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, me.email));
    expect(mail?.subject).toBe("Your Investar password was changed");
    expect(mail?.text).not.toContain("Midcap2026rally");
  });

  it("refuses a wrong current password, counting it as a failed login", async () => {
    const me = await createUser(t);
    const res = await change(me.auth, { userId: me.userId, oldPassword: "Guess2026wrong", newPassword: "Midcap2026rally" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "The current password is not correct.",
      errors: { oldPassword: ["The current password is not correct."] },
    });
    expect((await login(me.email, me.password)).statusCode).toBe(200);
    const failures = await t.db
      .select()
      .from(schema.loginAttempts)
      .where(and(eq(schema.loginAttempts.userId, me.userId), eq(schema.loginAttempts.succeeded, 0)));
    expect(failures).toHaveLength(1);
  });

  it("applies the new-password rules and refuses the same password", async () => {
    const me = await createUser(t);
    const cases: [string, string][] = [
      ["", messages.passwordRequired],
      ["short1", messages.passwordWeak],
      ["onlyletters", messages.passwordWeak],
      ["1234567890", messages.passwordWeak],
      [me.password, "Choose a new password that is different from the current one."],
    ];
    for (const [newPassword, message] of cases) {
      const res = await change(me.auth, { userId: me.userId, oldPassword: me.password, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("answers a missing or malformed body with 400", async () => {
    const me = await createUser(t);
    for (const body of [
      {},
      { userId: me.userId, newPassword: "Midcap2026rally" },
      { userId: me.userId, oldPassword: "", newPassword: "Midcap2026rally" },
      { userId: "x", oldPassword: "a", newPassword: "b" },
    ]) {
      const res = await change(me.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it("never takes passwords from the URL", async () => {
    const me = await createUser(t);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/auth/changePassword?userId=${me.userId}&oldPassword=${me.password}&newPassword=Midcap2026rally`,
      headers: me.auth,
    });
    expect(res.statusCode).toBe(404);
    expect((await login(me.email, me.password)).statusCode).toBe(200);
  });

  it("needs a caller, and the caller's own account unless an admin", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const body = { userId: me.userId, oldPassword: me.password, newPassword: "Midcap2026rally" };
    expect((await change({}, body)).statusCode).toBe(401);
    expect((await change(other.auth, body)).statusCode).toBe(403);

    const admin = await createUser(t, { role: "SPAdmin" });
    const res = await change(admin.auth, body);
    expect(res.statusCode).toBe(200);
    // Acting for someone else keeps none of their sessions.
    expect((await whoCanRead(me, me.token)).statusCode).toBe(401);
    expect((await whoCanRead(admin, admin.token)).statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `user:${me.userId}`));
    expect(audit).toMatchObject({ actorId: admin.userId, details: { byAdmin: true } });
  });

  it("refuses a cookie-authenticated change from another site", async () => {
    const me = await createUser(t);
    const res = await change(
      { cookie: `investar_session=${me.token}`, origin: "https://evil.example" },
      { userId: me.userId, oldPassword: me.password, newPassword: "Midcap2026rally" },
    );
    expect(res.statusCode).toBe(403);
  });
});
