import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { describe, expect, it } from "vitest";
import type { TestUser } from "./support/sessions.ts";
import { databaseKind } from "./support/test-app.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";
import { registration } from "./support/registration.ts";

/** docs/architecture.md#csrf: who a request is comes from the Authorization header alone when there is one; sign-in refuses other sites. */

const t = suiteApp();
const owner = suiteUser(t);
const other = suiteUser(t);

const ours = "http://localhost:3000";
const evil = "https://evil.example";
const cookieOf = (user: TestUser) => `investar_session=${user.token}`;
const flagsUrl = (user: TestUser) => `/api/user/SaveSubscriptionFlags?userId=${user.userId}`;
const flags = { newsletter: false, productUpdates: false, webinarInvites: false, offers: true };

async function offersFlag(userId: number): Promise<boolean | undefined> {
  const res = await t.app.inject({ method: "GET", url: `/api/user/GetSubscriptionFlags?userId=${userId}`, headers: owner.auth });
  return res.statusCode === 200 ? (res.json() as { offers: boolean }).offers : undefined;
}

describe(`an Authorization header decides alone (${databaseKind})`, () => {
  it("ignores the session cookie when the header is not a usable bearer token, so the cookie cannot skip the origin check", async () => {
    const before = await offersFlag(owner.userId);
    for (const authorization of ["Basic b3duZXI6c2VjcmV0", "Bearer", "Bearer not-a-token", ""]) {
      const res = await t.app.inject({
        method: "POST",
        url: flagsUrl(owner),
        headers: { cookie: cookieOf(owner), authorization, origin: evil },
        payload: { ...flags, offers: !before },
      });
      expect(res.statusCode, authorization).toBe(401);
    }
    expect(await offersFlag(owner.userId)).toBe(before);
    const read = await t.app.inject({
      method: "GET",
      url: `/api/user/GetMemberInfoProfile?userId=${owner.userId}`,
      headers: { cookie: cookieOf(owner), authorization: "Basic b3duZXI6c2VjcmV0" },
    });
    expect(read.statusCode).toBe(401);
  });

  it("acts as the header's user, not the cookie's", async () => {
    const asOther = { cookie: cookieOf(owner), authorization: `Bearer ${other.token}` };
    expect(
      (await t.app.inject({ method: "GET", url: `/api/user/GetEmailAddressProfile?userId=${owner.userId}`, headers: asOther })).statusCode,
    ).toBe(403);
    const own = await t.app.inject({ method: "GET", url: `/api/user/GetEmailAddressProfile?userId=${other.userId}`, headers: asOther });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(other.email);
  });

  it("keeps the origin check for the cookie alone", async () => {
    expect(
      (await t.app.inject({ method: "POST", url: flagsUrl(owner), headers: { cookie: cookieOf(owner), origin: evil }, payload: flags }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: flagsUrl(owner), headers: { cookie: cookieOf(owner) }, payload: flags })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: flagsUrl(owner), headers: { cookie: cookieOf(owner), origin: ours }, payload: flags }))
        .statusCode,
    ).toBe(200);
  });
});

describe(`login and sign-up from another site (${databaseKind})`, () => {
  const credentials = () => ({ userName: owner.email, password: owner.password });

  it("refuses a cross-site Origin on every call that signs in or signs up, and sets no cookie", async () => {
    const calls: { url: string; payload?: object }[] = [
      { url: "/api/auth/login", payload: credentials() },
      { url: "/api/auth/register", payload: registration("cross.site.register@example.in", "Kiran Rao") },
      { url: "/api/auth/registerForFreeWebinar", payload: registration("cross.site.webinar@example.in", "Kiran Rao") },
      { url: "/api/auth/registerForLpage", payload: registration("cross.site.lpage@example.in", "Kiran Rao") },
      { url: "/api/auth/RegisterForZerodhaPage", payload: registration("cross.site.zerodha@example.in", "Kiran Rao") },
      { url: "/api/auth/googleLogin", payload: { credential: "x".repeat(40) } },
      { url: "/api/auth/facebookLogin?accessToken=EAAB-cross-site-token" },
      { url: "/api/auth/facebookSignUpToPay", payload: { accessToken: "EAAB-cross-site-token" } },
      { url: "/api/auth/SetPassword", payload: { id: "a".repeat(43), password: "Another2026pass" } },
      { url: "/api/auth/ResetPassword", payload: { id: "a".repeat(43), password: "Another2026pass" } },
    ];
    for (const call of calls) {
      const res = await t.app.inject({
        method: "POST",
        url: call.url,
        headers: { origin: evil },
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json().message, call.url).toBe("Cross-site request refused.");
      expect(res.headers["set-cookie"], call.url).toBeUndefined();
    }
    const created = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, "cross.site.register@example.in"));
    expect(created).toEqual([]);
  });

  it("refuses a sandboxed frame's Origin: null and a browser that says the call is cross-site", async () => {
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/login", headers: { origin: "null" }, payload: credentials() })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/login", headers: { "sec-fetch-site": "cross-site" }, payload: credentials() }))
        .statusCode,
    ).toBe(403);
  });

  it("lets our own pages and programs without an Origin (the desktop client) in", async () => {
    const fromPage = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: ours, "sec-fetch-site": "same-origin" },
      payload: credentials(),
    });
    expect(fromPage.statusCode).toBe(200);
    expect(String(fromPage.headers["set-cookie"])).toMatch(/investar_session=/);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/login", payload: credentials() })).statusCode).toBe(200);
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: ours },
      payload: registration("same.site.register@example.in", "Kiran Rao"),
    });
    expect(signUp.statusCode).toBe(200);
  });
});
