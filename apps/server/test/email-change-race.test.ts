import { expect, it } from "vitest";
import { createUser } from "./support/sessions.ts";
import { linkFrom } from "./support/test-smtp.ts";
import { suiteAppWithMail } from "./support/suite.ts";

const { t, smtp } = suiteAppWithMail();

it("refuses an email change with 409 when the address was registered before the link was opened", async () => {
  const user = await createUser(t);
  const wanted = `wanted.${Date.now()}@example.in`;
  const change = await t.app.inject({
    method: "POST",
    url: "/api/auth/UpdateEmailAddress",
    headers: user.auth,
    payload: { userId: user.userId, emailAddress: wanted, password: user.password },
  });
  expect(change.statusCode).toBe(200);
  const token = linkFrom((await smtp.nextMailTo(wanted)).raw, "confirm-email");

  const other = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { FullName: "Quick Registrant", Email: wanted, MobileNo: "9820012345", AgeConfirmed: true, RegSrc: "Normal" },
  });
  expect(other.json().category).toBe("FreshRegistration");

  const verify = await t.app.inject({ method: "GET", url: `/api/auth/VerifyEmail?id=${token}` });
  expect(verify.statusCode).toBe(409);
  expect(verify.json().message).toBe("This Email Id is already registered in investarindia.com");
});
