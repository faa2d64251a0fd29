import { count, eq } from "drizzle-orm";
import { messages } from "@investar/core";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decryptReferralEmail, encryptReferralEmail } from "../src/auth/referral-cipher.ts";
import { NOT_YOUR_INVITATION } from "../src/features/referrals/services/update-referral-status.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { startTestSmtp } from "./support/test-smtp.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";
import { closeTestAppWithMail } from "./support/app-with-mail.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let inviter: TestUser;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ({ t, user: inviter } = await createTestAppWithUser({ env: { SMTP_URL: smtp.url } }, { name: "Ravi Kumar" }));
});
afterAll(() => closeTestAppWithMail(t, smtp));

const invite = (email: string, by: TestUser = inviter) =>
  t.app.inject({
    method: "GET",
    url: `/api/auth/AddReferral?emailAddress=${encodeURIComponent(email)}&refereeId=${by.userId}`,
    headers: by.auth,
  });
const referrals = async (by: TestUser = inviter) =>
  (await t.app.inject({ method: "GET", url: `/api/auth/GetReferrals?refereeId=${by.userId}`, headers: by.auth })).json() as {
    email: string;
    status: string;
  }[];
const decrypt = (value: string) =>
  t.app.inject({ method: "GET", url: `/api/auth/GetDecryptedEmailFromReferral?encryptedEmail=${encodeURIComponent(value)}` });
const outboxSize = async () => (await t.db.select({ n: count() }).from(schema.mailOutbox))[0]!.n;

function ridFrom(raw: string): string {
  const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /https?:\/\/[^\s"<>]+\/user\/sign-up\?rid=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`No sign-up link in:\n${text.slice(0, 1500)}`);
  return match[1]!;
}

describe("inviting a friend", () => {
  it("mails a sign-up link whose rid decrypts to the invitee's email, and lists the invitation", async () => {
    const res = await invite("meera.shah@example.in");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alreadyInvited: false, referral: { email: "meera.shah@example.in", status: "Invited" } });

    const mail = await smtp.nextMailTo("meera.shah@example.in");
    expect(mail.raw).toContain("Ravi Kumar invited you to try Investar");
    const rid = ridFrom(mail.raw);
    expect(rid).not.toContain("meera");

    const decrypted = await decrypt(rid);
    expect(decrypted.statusCode).toBe(200);
    expect(decrypted.json()).toEqual(["meera.shah@example.in"]);

    expect(await referrals()).toEqual([
      expect.objectContaining({ email: "meera.shah@example.in", status: "Invited", invitedAt: expect.any(String) }),
    ]);
  });

  it("keeps one invitation per address and sends no second mail", async () => {
    await invite("arjun.nair@example.in");
    await smtp.nextMailTo("arjun.nair@example.in");
    const before = await outboxSize();
    const again = await invite("Arjun.Nair@example.in");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyInvited: true, message: expect.stringContaining("already invited") });
    expect(await outboxSize()).toBe(before);
    expect((await referrals()).filter((r) => r.email.toLowerCase() === "arjun.nair@example.in")).toHaveLength(1);
  });

  it("refuses bad, own and already registered addresses with 400 and a clear message", async () => {
    const other = await createUser(t);
    const cases: [string, string][] = [
      ["", messages.emailRequired],
      ["not-an-email", messages.emailInvalid],
      ["someone@investarindia.com", messages.emailVendorDomain("investarindia.com")],
      [inviter.email.toUpperCase(), "You cannot refer your own email address."],
      [other.email, messages.emailRegistered("investarindia.com")],
    ];
    for (const [email, message] of cases) {
      const res = await invite(email);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().message, email).toBe(message);
    }
    const noReferee = await t.app.inject({ method: "GET", url: "/api/auth/AddReferral?emailAddress=a@example.in", headers: inviter.auth });
    expect(noReferee.statusCode).toBe(400);
    expect(noReferee.json().message).toMatch(/refereeId must be a number/);
  });

  it("refuses an invitation sent with the session cookie from another site", async () => {
    const cookie = `investar_session=${inviter.token}`;
    const url = `/api/auth/AddReferral?emailAddress=cross.site@example.in&refereeId=${inviter.userId}`;
    const crossSite = await t.app.inject({ method: "GET", url, headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(crossSite.statusCode).toBe(403);
    const ownPage = await t.app.inject({ method: "GET", url, headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(ownPage.statusCode).toBe(200);
  });
});

describe("the rid", () => {
  it("answers a tampered, truncated or foreign value with 400", async () => {
    const rid = encryptReferralEmail(t.config.sessionSecret!, "kiran@example.in");
    expect((await decrypt(rid)).json()).toEqual(["kiran@example.in"]);
    const flipped = rid.slice(0, 20) + (rid[20] === "A" ? "B" : "A") + rid.slice(21);
    const foreign = encryptReferralEmail("another-secret-another-secret-another", "kiran@example.in");
    for (const value of [flipped, rid.slice(0, -4), foreign, "plain@example.in", "%20"]) {
      const res = await decrypt(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().message, value).toMatch(/invitation link is not valid/);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/auth/GetDecryptedEmailFromReferral" })).statusCode).toBe(400);
  });

  it("is random per encryption and only opens with the key that made it", () => {
    const a = encryptReferralEmail("k".repeat(64), "same@example.in");
    const b = encryptReferralEmail("k".repeat(64), "same@example.in");
    expect(a).not.toBe(b);
    expect(decryptReferralEmail("k".repeat(64), a)).toBe("same@example.in");
    expect(decryptReferralEmail("j".repeat(64), a)).toBeNull();
  });
});

describe("invitation status", () => {
  it("becomes Registered when the invitee signs up with the invited address", async () => {
    await invite("sana.khan@example.in");
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { FullName: "Sana Khan", Email: "sana.khan@example.in", MobileNo: "9812345678", AgeConfirmed: true, RegSrc: "Normal" },
    });
    expect(reg.json().category).toBe("FreshRegistration");
    expect((await referrals()).find((r) => r.email === "sana.khan@example.in")?.status).toBe("Registered");
  });

  const claim = (emailId: string, user: TestUser) =>
    t.app.inject({
      method: "POST",
      url: `/api/auth/UpdateReferralStatus?emailId=${encodeURIComponent(emailId)}&userId=${user.userId}`,
      headers: user.auth,
    });

  it("UpdateReferralStatus marks the invitation to the caller's own verified email as registered, once", async () => {
    await invite("late.verifier@example.in");
    const invitee = await createUser(t, { email: "late.verifier@example.in" });
    const res = await claim("Late.Verifier@example.in", invitee);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ updated: 1 });
    expect((await referrals()).find((r) => r.email === "late.verifier@example.in")?.status).toBe("Registered");
    expect((await claim("late.verifier@example.in", invitee)).json()).toMatchObject({ updated: 0 });
  });

  it("refuses to mark an invitation addressed to anyone but the caller's verified email (docs/business-rules.md#referral-states)", async () => {
    await invite("someone.else@example.in");
    const stranger = await createUser(t);
    for (const user of [stranger, inviter]) {
      const res = await claim("someone.else@example.in", user);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NOT_YOUR_INVITATION);
    }
    await invite("not.yet.verified@example.in");
    const unverified = await createUser(t, { email: "not.yet.verified@example.in" });
    await t.db.update(schema.users).set({ isEmailVerified: false }).where(eq(schema.users.id, unverified.userId));
    expect((await claim("not.yet.verified@example.in", unverified)).json().message).toBe(NOT_YOUR_INVITATION);
    const statuses = await referrals();
    expect(statuses.find((r) => r.email === "someone.else@example.in")?.status).toBe("Invited");
    expect(statuses.find((r) => r.email === "not.yet.verified@example.in")?.status).toBe("Invited");
  });

  it("answers bad input with 400 and a message", async () => {
    const cases: [string, string][] = [
      [`/api/auth/UpdateReferralStatus?emailId=nope&userId=${inviter.userId}`, messages.emailInvalid],
      [`/api/auth/UpdateReferralStatus?emailId=a@example.in&userId=x`, "userId must be a number."],
    ];
    for (const [url, message] of cases) {
      const res = await t.app.inject({ method: "POST", url, headers: inviter.auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(message);
    }
    const list = await t.app.inject({ method: "GET", url: "/api/auth/GetReferrals?refereeId=-4", headers: inviter.auth });
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toContain("refereeId must be a positive number.");
  });
});
