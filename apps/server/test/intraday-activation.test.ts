import { desc } from "drizzle-orm";
import { messages } from "@investar/core";
import { schema } from "@investar/db";
import { describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import { suiteAppWithMail } from "./support/suite.ts";

let clock = new Date();

const { t, smtp } = suiteAppWithMail({ now: () => clock });

const as = (user: TestUser, url: string) => t.app.inject({ method: "GET", url, headers: user.auth });
const details = (user: TestUser) => as(user, `/api/auth/GetIntradayActivationDetails?userId=${user.userId}`);
const requestCode = (user: TestUser, to: string, isEmail: boolean) =>
  as(user, `/api/auth/GetIntradayActivationCode?userId=${user.userId}&mobileOrEmail=${encodeURIComponent(to)}&isEmail=${isEmail}`);
const activate = (user: TestUser, code: string) =>
  as(user, `/api/auth/ActivateIntraday?userId=${user.userId}&intradayActivationCode=${encodeURIComponent(code)}`);

/** createUser() accounts have the mobile number 9876543210; the newest SMS is the one just queued. */
async function lastSmsCode(): Promise<string> {
  const [sms] = await t.db.select().from(schema.smsOutbox).orderBy(desc(schema.smsOutbox.id)).limit(1);
  expect(sms!.to).toBe("9876543210");
  return /\b([1-9]{5})\b/.exec(sms!.text)![1]!;
}

/** A valid-looking code that is not `code`. */
const otherThan = (code: string) => (code[0] === "9" ? "1" : String(Number(code[0]) + 1)) + code.slice(1);

describe("intraday activation", () => {
  it("shows masked contact details, sends a code by SMS and activates with it exactly once", async () => {
    const user = await createUser(t);
    const before = await details(user);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ isActivated: false, activatedAt: null, mobile: "******3210" });
    expect(before.json().email).toMatch(/^us\*+@example\.in$/);

    const sent = await requestCode(user, "98765 43210", false);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sentTo).toBe("******3210");
    const code = await lastSmsCode();

    const done = await activate(user, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ isActivated: true, activatedAt: clock.toISOString() });
    expect((await details(user)).json()).toMatchObject({ isActivated: true, activatedAt: clock.toISOString() });

    const replay = await activate(user, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/expired or was already used/);
    const more = await requestCode(user, "9876543210", false);
    expect(more.statusCode).toBe(409);
  });

  it("sends the code by email to the address on the account", async () => {
    const user = await createUser(t);
    const sent = await requestCode(user, user.email.toUpperCase(), true);
    expect(sent.statusCode).toBe(200);
    const mail = await smtp.nextMailTo(user.email);
    const code = /intraday activation code is ([1-9]{5})/.exec(mail.raw)![1]!;
    expect((await activate(user, code)).statusCode).toBe(200);
  });

  it("refuses to send a code anywhere but the email and mobile on file", async () => {
    const user = await createUser(t);
    const otherNumber = await requestCode(user, "9123456789", false);
    expect(otherNumber.statusCode).toBe(400);
    expect(otherNumber.json().message).toBe("We can only send the code to the mobile number on your account.");
    const otherEmail = await requestCode(user, "attacker@example.in", true);
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json().message).toBe("We can only send the code to the email address on your account.");
  });

  it("allows five attempts per code, then asks for a new one", async () => {
    const user = await createUser(t);
    await requestCode(user, "9876543210", false);
    const code = await lastSmsCode();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await activate(user, otherThan(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(messages.activationCodeInvalid);
    }
    const right = await activate(user, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/Too many wrong codes/);
    expect((await details(user)).json().isActivated).toBe(false);
  });

  it("refuses a code after ten minutes, and an older code once a newer one was sent", async () => {
    const user = await createUser(t);
    await requestCode(user, "9876543210", false);
    const first = await lastSmsCode();
    await requestCode(user, "9876543210", false);
    const second = await lastSmsCode();
    if (first !== second) expect((await activate(user, first)).statusCode).toBe(400);

    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    try {
      const late = await activate(user, second);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toMatch(/expired/);
    } finally {
      clock = new Date();
    }
  });

  it("answers bad input with 400 and a message", async () => {
    const user = await createUser(t);
    for (const code of ["12340", "1234", "123456", "abcde", ""]) {
      const res = await activate(user, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message, code).toBe(messages.activationCodeInvalid);
    }
    const cases: [string, string][] = [
      [`/api/auth/ActivateIntraday?userId=${user.userId}`, messages.activationCodeInvalid],
      [`/api/auth/GetIntradayActivationCode?userId=${user.userId}&isEmail=false`, "Enter your mobile number or email address."],
      [
        `/api/auth/GetIntradayActivationCode?userId=${user.userId}&mobileOrEmail=9876543210&isEmail=perhaps`,
        "isEmail must be true or false.",
      ],
      [`/api/auth/GetIntradayActivationDetails?userId=abc`, "userId must be a number."],
    ];
    for (const [url, message] of cases) {
      const res = await as(user, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(message);
    }
  });
});
