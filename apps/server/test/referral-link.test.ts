import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { hashPassword } from "../src/auth/passwords.ts";
import { getReferralProgram } from "../src/features/referrals/services/get-referral-program.ts";
import { buyAtSimulator, ledgerOf } from "./support/checkout.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

// docs/business-rules.md#referral-link: a member's own referral link, shared by copy or WhatsApp, earns the same reward as an invitation.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = () => `linked.${Date.now()}.${(counter += 1)}@example.in`;
const codeOf = (link: string) => new URL(link).searchParams.get("ref")!;
const linkOf = async (member: TestUser) => (await getReferralProgram(t.app.deps, member.userId)).link;

/** Signs up the way the form does, with the `ref` of the link the visitor came through, then logs the new account in. */
async function signUpThrough(code: string | undefined, email = freshEmail()): Promise<TestUser> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      FullName: "Anita Desai",
      Email: email,
      MobileNo: "9820012345",
      AgeConfirmed: true,
      RegSrc: "Normal",
      ...(code ? { ReferrerCode: code } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().category).toBe("FreshRegistration");
  const userId = res.json().userId as number;
  const password = "Sensex2026up";
  await t.db
    .update(schema.users)
    .set({ passwordHash: await hashPassword(password), isEmailVerified: true })
    .where(eq(schema.users.id, userId));
  const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { userName: email, password } });
  const token = login.json().tokenString as string;
  return { userId, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

const referralsOf = (member: TestUser) => t.db.select().from(schema.referrals).where(eq(schema.referrals.refereeId, member.userId));
const rewardsOf = (member: TestUser) =>
  ledgerOf(t, member.userId).then((entries) => entries.filter((entry) => entry.reference?.startsWith("referral-reward:")));

describe("a member's referral link", () => {
  it("is the sign-up page with the member's code, and the page states the configured reward", async () => {
    const member = await createUser(t);
    const program = await getReferralProgram(t.app.deps, member.userId);
    expect(program.link).toMatch(new RegExp(`^${t.config.publicUrl}/user/sign-up\\?ref=[0-9a-z]+\\.[A-Za-z0-9_-]{12}$`));
    expect(program.rewards).toEqual({ INR: 500_00, USD: 6_00 });
    const other = await createUser(t);
    expect(await linkOf(other)).not.toBe(program.link);
  });

  it("makes a sign-up through it the member's referral, and the first payment credits the member's wallet", async () => {
    const member = await createUser(t);
    const friend = await signUpThrough(codeOf(await linkOf(member)));
    expect(await referralsOf(member)).toMatchObject([{ email: friend.email, status: "Registered", referredUserId: friend.userId }]);
    const listed = await t.app.inject({ method: "GET", url: `/api/auth/GetReferrals?refereeId=${member.userId}`, headers: member.auth });
    expect(JSON.stringify(listed.json())).toContain(friend.email);

    await buyAtSimulator(t, friend, { product: "Standard", plan: "Quarter" }, "Simulate success");
    expect((await rewardsOf(member)).map(({ kind, amount, currency }) => ({ kind, amount, currency }))).toEqual([
      { kind: "general", amount: 500_00, currency: "INR" },
    ]);
    expect((await referralsOf(member))[0]!.status).toBe("Subscribed");
  });

  it("is ignored when the code does not check out, and the sign-up still goes through", async () => {
    const member = await createUser(t);
    const code = codeOf(await linkOf(member));
    const [id, mac] = code.split(".") as [string, string];
    const forged = [
      `${id}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`,
      `${(member.userId + 1).toString(36)}.${mac}`,
      `${id}.${mac.slice(0, 6)}`,
      "not-a-code",
    ];
    for (const bad of forged) await signUpThrough(bad);
    expect(await referralsOf(member)).toHaveLength(0);
  });

  it("leaves an earlier invitation by email with its inviter", async () => {
    const inviter = await createUser(t);
    const sharer = await createUser(t);
    const email = freshEmail();
    const invited = await t.app.inject({
      method: "GET",
      url: `/api/auth/AddReferral?emailAddress=${encodeURIComponent(email)}&refereeId=${inviter.userId}`,
      headers: inviter.auth,
    });
    expect(invited.statusCode).toBe(200);
    const friend = await signUpThrough(codeOf(await linkOf(sharer)), email);
    expect(await referralsOf(inviter)).toMatchObject([{ email, status: "Registered", referredUserId: friend.userId }]);
    expect(await referralsOf(sharer)).toHaveLength(0);
  });
});
