import { describe, expect, it } from "vitest";
import { expectHindiMail, readMail } from "./support/read-mail.ts";
import { createUser } from "./support/sessions.ts";
import { suiteAppWithMail } from "./support/suite.ts";

/**
 * docs/adr/0060-mails-in-the-customers-language.md: an invitation written in Hindi leads the friend to the Hindi sign-up
 * page, its `rid` kept (docs/business-rules.md#referral-link); an English one to the English page.
 */
const { t, smtp } = suiteAppWithMail();

const invite = async (inviter: { email: string; language: "en" | "hi" }, friend: string) => {
  const user = await createUser(t, { email: inviter.email, name: "Asha Verma", language: inviter.language });
  const res = await t.app.inject({
    method: "GET",
    url: `/api/auth/AddReferral?emailAddress=${encodeURIComponent(friend)}&refereeId=${user.userId}`,
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (await smtp.nextMailTo(friend)).raw;
};

describe("the referral invitation's sign-up link", () => {
  it("opens /hi/user/sign-up with the rid when the invitation is in Hindi", async () => {
    const mail = expectHindiMail(
      await invite({ email: "inviter.link.hi@example.in", language: "hi" }, "friend.link.hi@example.in"),
      /Asha/,
    );
    expect(mail.body).toMatch(/http:\/\/localhost:3000\/hi\/user\/sign-up\?rid=[\w%-]+/);
    expect(mail.body).not.toMatch(/localhost:3000\/user\/sign-up/);
  });

  it("opens the English /user/sign-up when the invitation is in English", async () => {
    const mail = readMail(await invite({ email: "inviter.link.en@example.in", language: "en" }, "friend.link.en@example.in"));
    expect(mail.body).toMatch(/http:\/\/localhost:3000\/user\/sign-up\?rid=[\w%-]+/);
    expect(mail.body).not.toContain("/hi/user/sign-up");
  });
});
