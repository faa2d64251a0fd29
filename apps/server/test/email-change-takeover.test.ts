import { eq } from "drizzle-orm";
import { profileMessages } from "@investar/core/profile";
import { schema } from "@investar/db";
import { describe, expect, it } from "vitest";
import { INVALID_LINK } from "../src/features/accounts/services/redeem-auth-token.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { linkFrom } from "./support/test-smtp.ts";
import { suiteAppWithMail } from "./support/suite.ts";
import { auditRowsOf } from "./support/audit-log.ts";

let clock = new Date();

const { t, smtp } = suiteAppWithMail({ now: () => clock });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = (userName: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { userName, password } });
const freshToken = async (email: string, password: string) => (await login(email, password)).json().tokenString as string;
const changeByGet = (user: TestUser, email: string, headers = user.auth, extra = "") =>
  t.app.inject({
    method: "GET",
    url: `/api/auth/UpdateEmailAddress?userId=${user.userId}&emailAddress=${encodeURIComponent(email)}&isSendEmail=true${extra}`,
    headers,
  });
const change = (user: TestUser, email: string) => changeByPost(user, email, user.password);
const changeByPost = (user: TestUser, email: string, password: string | undefined, headers = user.auth) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/UpdateEmailAddress",
    payload: { userId: user.userId, emailAddress: email, password },
    headers,
  });
const verify = (id: string) => t.app.inject({ method: "GET", url: `/api/auth/VerifyEmail?id=${id}` });
const setPassword = (id: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/SetPassword", payload: { id, password } });
const cancel = (id: string) => t.app.inject({ method: "GET", url: `/api/auth/CancelEmailChange?id=${id}` });
const profileStatus = async (token: string, userId: number) =>
  (await t.app.inject({ method: "GET", url: `/api/user/GetEmailAddressProfile?userId=${userId}`, headers: bearer(token) })).statusCode;
const emailOf = async (userId: number) => (await t.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]!.email;

/** Both mails of a change request: the verify-only link to the new address and the cancel link to the old one. */
async function changeMails(oldEmail: string, newEmail: string) {
  const change = await smtp.nextMailTo(newEmail);
  expect(change.raw).toContain("Confirm your new Investar email address");
  const notice = await smtp.nextMailTo(oldEmail);
  expect(notice.raw).toContain("Your Investar email address is being changed");
  expect(notice.raw).toContain("This was not me: cancel the change");
  return { verifyId: linkFrom(change.raw, "confirm-email"), cancelId: linkFrom(notice.raw, "cancel-email-change") };
}

describe("the takeover sequence", () => {
  it("request change, owner changes password, old link refused, attacker cannot log in", async () => {
    const owner = await createUser(t, { email: "owner.takeover@example.in" });
    // The attacker knows the password (phished) and has a session of their own.
    const attackerToken = await freshToken(owner.email, owner.password);
    const attacker = { ...owner, auth: bearer(attackerToken) };
    const requested = await changeByPost(attacker, "attacker.inbox@example.in", owner.password);
    expect(requested.statusCode).toBe(200);
    const { verifyId } = await changeMails(owner.email, "attacker.inbox@example.in");

    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/changePassword",
      payload: { userId: owner.userId, oldPassword: owner.password, newPassword: "Owner2026secure" },
      headers: owner.auth,
    });
    expect(changed.statusCode).toBe(200);

    expect((await verify(verifyId)).json().message).toBe(INVALID_LINK);
    const hijack = await setPassword(verifyId, "Attacker2026own");
    expect(hijack.statusCode).toBe(400);
    expect(await emailOf(owner.userId)).toBe(owner.email);
    for (const password of [owner.password, "Attacker2026own"]) {
      expect((await login("attacker.inbox@example.in", password)).statusCode).toBe(401);
      expect((await login(owner.email, password)).statusCode).toBe(401);
    }
    expect(await profileStatus(attackerToken, owner.userId)).toBe(401);
    expect((await login(owner.email, "Owner2026secure")).statusCode).toBe(200);
  });

  it("SetPassword refuses an email-change link and changes nothing; the link then only verifies the new address", async () => {
    const me = await createUser(t, { email: "keeps.password@example.in" });
    expect((await change(me, "moved.here@example.in")).statusCode).toBe(200);
    const { verifyId } = await changeMails(me.email, "moved.here@example.in");

    const refused = await setPassword(verifyId, "Chosen2026byLink");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(INVALID_LINK);
    expect(await emailOf(me.userId)).toBe(me.email);
    expect((await login(me.email, me.password)).statusCode).toBe(200);
    expect(await profileStatus(me.token, me.userId)).toBe(200);

    const verified = await verify(verifyId);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email: "moved.here@example.in", hasPassword: true, kind: "email-change" });
    expect((await login("moved.here@example.in", me.password)).statusCode).toBe(200);
    expect((await login("moved.here@example.in", "Chosen2026byLink")).statusCode).toBe(401);
    expect((await login(me.email, me.password)).statusCode).toBe(401);
  });
});

describe("asking for the change", () => {
  it("needs the current password in a POST body, however fresh the login; the old GET changes nothing", async () => {
    const me = await createUser(t, { email: "stale.session@example.in" });
    const mailsTo = async (to: string) => (await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to))).length;

    // A login seconds old, even with a password in the URL, is no proof: the GET is retired.
    for (const extra of ["", `&password=${me.password}`]) {
      const old = await changeByGet(me, "stale.target@example.in", me.auth, extra);
      expect(old.statusCode).toBe(405);
      expect(old.json().message).toBe(profileMessages.emailChangeNeedsConfirmation);
    }

    const wrong = await changeByPost(me, "stale.target@example.in", "NotMine2026");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: [profileMessages.currentPasswordWrong] });
    const missing = await changeByPost(me, "stale.target@example.in", undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(profileMessages.currentPasswordRequired);
    expect(await mailsTo("stale.target@example.in")).toBe(0);

    clock = new Date(clock.getTime() + 11 * 60_000);
    expect((await changeByPost(me, "stale.target@example.in", me.password)).statusCode).toBe(200);
    expect(await mailsTo("stale.target@example.in")).toBe(1);
  });
});

describe("the notice to the old address", () => {
  it("has a one-click link that cancels the change and signs every device out", async () => {
    const me = await createUser(t, { email: "notice.owner@example.in" });
    const otherDevice = await freshToken(me.email, me.password);
    expect((await change(me, "unwanted.address@example.in")).statusCode).toBe(200);
    const { verifyId, cancelId } = await changeMails(me.email, "unwanted.address@example.in");

    const cancelled = await cancel(cancelId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ email: me.email, reverted: false, signedOutSessions: 2 });
    expect(await profileStatus(me.token, me.userId)).toBe(401);
    expect(await profileStatus(otherDevice, me.userId)).toBe(401);
    expect((await verify(verifyId)).statusCode).toBe(400);
    expect((await cancel(cancelId)).statusCode).toBe(400);
    expect((await login(me.email, me.password)).statusCode).toBe(200);
    expect((await login("unwanted.address@example.in", me.password)).statusCode).toBe(401);
    const [audit] = await auditRowsOf(t, "email-change-cancelled", `user:${me.userId}`);
    expect(audit?.details).toMatchObject({ keptEmail: me.email, revertedFrom: null });
  });

  it("moves the account back when the new address was already confirmed", async () => {
    const me = await createUser(t, { email: "undo.owner@example.in" });
    expect((await change(me, "already.moved@example.in")).statusCode).toBe(200);
    const { verifyId, cancelId } = await changeMails(me.email, "already.moved@example.in");
    expect((await verify(verifyId)).statusCode).toBe(200);
    expect(await emailOf(me.userId)).toBe("already.moved@example.in");

    const undone = await cancel(cancelId);
    expect(undone.json()).toMatchObject({ email: me.email, reverted: true });
    expect(await emailOf(me.userId)).toBe(me.email);
    expect((await login(me.email, me.password)).statusCode).toBe(200);
    expect((await login("already.moved@example.in", me.password)).statusCode).toBe(401);
  });
});

describe("retiring pending links", () => {
  const recover = (user: TestUser) => t.app.inject({ method: "GET", url: `/api/auth/PasswordRecovery?userId=${user.userId}` });
  const reset = (id: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/ResetPassword", payload: { id, password } });
  const resetLink = async (email: string) => linkFrom((await smtp.nextMailTo(email)).raw, "my-investar/password-recovery");

  it("a password reset retires a pending email change", async () => {
    const me = await createUser(t, { email: "reset.retires@example.in" });
    expect((await change(me, "pending.change@example.in")).statusCode).toBe(200);
    const { verifyId } = await changeMails(me.email, "pending.change@example.in");
    expect((await recover(me)).statusCode).toBe(200);
    expect((await reset(await resetLink(me.email), "Reset2026fresh")).statusCode).toBe(200);
    expect((await verify(verifyId)).json().message).toBe(INVALID_LINK);
    expect(await emailOf(me.userId)).toBe(me.email);
  });

  it("a cancelled change retires a pending reset link, and a password change retires one too", async () => {
    const me = await createUser(t, { email: "cancel.retires@example.in" });
    expect((await recover(me)).statusCode).toBe(200);
    const beforeCancel = await resetLink(me.email);
    expect((await change(me, "cancel.target@example.in")).statusCode).toBe(200);
    const { cancelId } = await changeMails(me.email, "cancel.target@example.in");
    expect((await cancel(cancelId)).statusCode).toBe(200);
    expect((await reset(beforeCancel, "Reset2026fresh")).json().message).toBe(INVALID_LINK);

    const session = bearer(await freshToken(me.email, me.password));
    expect((await recover(me)).statusCode).toBe(200);
    const beforeChange = await resetLink(me.email);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/changePassword",
      payload: { userId: me.userId, oldPassword: me.password, newPassword: "Changed2026pass" },
      headers: session,
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(beforeChange, "Reset2026fresh")).json().message).toBe(INVALID_LINK);
  });
});
