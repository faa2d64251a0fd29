import { eq } from "drizzle-orm";
import { indiaToday, messages } from "@investar/core";
import { profileMessages } from "@investar/core/profile";
import { schema } from "@investar/db";
import { describe, expect, it } from "vitest";
import { notAccountNumber } from "../src/features/mobile-trial/services/activate-mobile-trial.ts";
import { mobileTrialMessages } from "../src/features/mobile-trial/services/mobile-trial-eligibility.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { statusesUnderRateLimits } from "./support/rate-limited-calls.ts";
import { lastSmsCodeTo } from "./support/sms-codes.ts";
import { suiteApp } from "./support/suite.ts";

let clock = new Date();

const t = suiteApp({ now: () => clock });

const as = (user: TestUser, url: string) => t.app.inject({ method: "GET", url, headers: user.auth });
const sendCode = (user: TestUser, mobile: string, isForMobileTrial = true) =>
  as(user, `/api/payment/SendVerificationCode?userId=${user.userId}&mobileNumber=${mobile}&isForMobileTrial=${isForMobileTrial}`);
const activate = (user: TestUser, mobile: string, code: string, isMobileNumberDifferent = false) =>
  as(
    user,
    `/api/payment/ActivateMobileTrial?userId=${user.userId}&mobileNumber=${mobile}&verificationCode=${code}&isMobileNumberDifferent=${isMobileNumberDifferent}`,
  );
const mobileSubscr = async (user: TestUser) => (await as(user, `/api/payment/UserMobileSubscr?userid=${user.userId}`)).json();

const lastCodeTo = (mobile: string) => lastSmsCodeTo(t, mobile);
const otherThan = (code: string) => (code[0] === "9" ? "1" : String(Number(code[0]) + 1)) + code.slice(1);

describe("the mobile app trial", () => {
  it("is confirmed by the SMS code to the account's number and starts once, for 7 days", async () => {
    const user = await createUser(t);
    expect((await as(user, `/api/payment/GetMobileNumberFromUserId?userId=${user.userId}`)).json()).toEqual({
      mobileNumber: "9876543210",
      mobileTrialActivatedAt: null,
    });

    const sent = await sendCode(user, "9876543210");
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe("We have sent a 5-digit code to ******3210. It is valid for 10 minutes.");
    const code = await lastCodeTo("9876543210");

    const done = await activate(user, "9876543210", code);
    expect(done.statusCode).toBe(200);
    const expiryDate = indiaToday(new Date(clock.getTime() + 7 * 86_400_000));
    expect(done.json()).toEqual({
      mobileNumber: "9876543210",
      baseProduct: "Pro",
      expiryDate,
      endsAt: new Date(clock.getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(await mobileSubscr(user)).toMatchObject({ BaseProduct: "Pro", ExpiryDate: expiryDate, IsSubscribed: false, isMobileFree: true });
    expect((await as(user, `/api/payment/GetMobileNumberFromUserId?userId=${user.userId}`)).json().mobileTrialActivatedAt).toBe(
      clock.toISOString(),
    );

    const again = await activate(user, "9876543210", code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(mobileTrialMessages.alreadyTaken);
    const noMoreCodes = await sendCode(user, "9876543210");
    expect(noMoreCodes.statusCode).toBe(409);
  });

  it("with isMobileNumberDifferent saves the new number, and only after the code checked out", async () => {
    const user = await createUser(t);
    await sendCode(user, "9123456789");
    const code = await lastCodeTo("9123456789");

    const notMine = await activate(user, "9123456789", code, false);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toBe(notAccountNumber);
    const wrong = await activate(user, "9123456789", otherThan(code), true);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("That code is incorrect. 4 tries left.");
    expect((await as(user, `/api/user/GetMobileNumber?userId=${user.userId}`)).body).toBe("9876543210");

    const done = await activate(user, "9123456789", code, true);
    expect(done.statusCode).toBe(200);
    expect((await as(user, `/api/user/GetMobileNumber?userId=${user.userId}`)).body).toBe("9123456789");
  });

  it("takes only a code sent for the trial, to that number, within ten minutes and five attempts", async () => {
    const user = await createUser(t);
    // A mobile-change code (isForMobileTrial=false) is not a trial code.
    expect((await sendCode(user, "9000000001", false)).statusCode).toBe(200);
    const changeCode = await lastCodeTo("9000000001");
    expect((await activate(user, "9000000001", changeCode, true)).json().message).toMatch(/expired or was already used/);

    await sendCode(user, "9000000002");
    const code = await lastCodeTo("9000000002");
    expect((await activate(user, "9000000003", code, true)).json().message).toMatch(/expired or was already used/);
    for (let i = 0; i < 5; i += 1) expect((await activate(user, "9000000002", otherThan(code), true)).statusCode).toBe(400);
    const tooMany = await activate(user, "9000000002", code, true);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/Too many wrong codes/);

    await sendCode(user, "9000000002");
    const late = await lastCodeTo("9000000002");
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    try {
      expect((await activate(user, "9000000002", late, true)).json().message).toMatch(/expired/);
    } finally {
      clock = new Date();
    }
    expect(await mobileSubscr(user)).toBeNull();
  });

  it("starts exactly once when the same code is sent twice at the same moment", async () => {
    const user = await createUser(t);
    // A number no earlier test started a trial with (the trial is once per number too).
    await t.db.update(schema.users).set({ mobileNo: "9876500101" }).where(eq(schema.users.id, user.userId));
    await sendCode(user, "9876500101");
    const code = await lastCodeTo("9876500101");
    const answers = await Promise.all([activate(user, "9876500101", code), activate(user, "9876500101", code)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(schema.mobileTrials).where(eq(schema.mobileTrials.userId, user.userId))).toHaveLength(1);
  });

  it("is once per mobile number: a second account cannot start it with a number already used (docs/business-rules.md#mobile-trial)", async () => {
    const [first, second, third] = [await createUser(t), await createUser(t), await createUser(t)];
    const number = "9876500202";
    await sendCode(first, number);
    expect((await activate(first, number, await lastCodeTo(number), true)).statusCode).toBe(200);

    const smsBefore = (await t.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.to, number))).length;
    const refused = await sendCode(second, number);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(mobileTrialMessages.numberUsed);
    expect(await t.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.to, number))).toHaveLength(smsBefore);
    expect(await mobileSubscr(second)).toBeNull();

    // Two accounts holding codes for one fresh number, redeemed at the same moment: one trial.
    const racing = "9876500303";
    await sendCode(second, racing);
    const secondsCode = await lastCodeTo(racing);
    await sendCode(third, racing);
    const thirdsCode = await lastCodeTo(racing);
    const answers = await Promise.all([activate(second, racing, secondsCode, true), activate(third, racing, thirdsCode, true)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().message).toBe(mobileTrialMessages.numberUsed);
    expect(await t.db.select().from(schema.mobileTrials).where(eq(schema.mobileTrials.mobileNumber, racing))).toHaveLength(1);
  });

  it("is not offered to a customer who has paid for the mobile app", async () => {
    const user = await createUser(t);
    await t.db.insert(schema.userSubscriptions).values({
      userId: user.userId,
      kind: "mobile",
      baseProduct: "Standard",
      plan: "Annual",
      expiryDate: "2099-01-01",
      isSubscribed: true,
    });
    const res = await sendCode(user, "9876543210");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(mobileTrialMessages.alreadySubscribed);
  });

  it("answers bad input with 400 and a message", async () => {
    const user = await createUser(t);
    const base = `/api/payment/ActivateMobileTrial?userId=${user.userId}`;
    const cases: [string, string | RegExp][] = [
      [`${base}&mobileNumber=12345&verificationCode=12345`, messages.mobileInvalid],
      [`${base}&mobileNumber=98765432100&verificationCode=12345`, messages.mobileInvalid],
      [`${base}&mobileNumber=9876543210&verificationCode=1234`, profileMessages.verificationCodeInvalid],
      [`${base}&mobileNumber=9876543210`, profileMessages.verificationCodeInvalid],
      [`${base}&verificationCode=12345`, messages.mobileRequired],
      [
        `${base}&mobileNumber=9876543210&verificationCode=12345&isMobileNumberDifferent=maybe`,
        "isMobileNumberDifferent must be true or false.",
      ],
      [`/api/payment/SendVerificationCode?userId=${user.userId}&mobileNumber=98765&isForMobileTrial=true`, messages.mobileInvalid],
      [
        `/api/payment/SendVerificationCode?userId=${user.userId}&mobileNumber=9876543210&isForMobileTrial=perhaps`,
        "isForMobileTrial must be true or false.",
      ],
      [`/api/payment/SendVerificationCode?userId=abc&mobileNumber=9876543210`, "userId must be a number."],
      [`/api/payment/GetMobileNumberFromUserId?userId=-1`, /userId must be a positive number/],
    ];
    for (const [url, message] of cases) {
      const res = await as(user, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(typeof message === "string" ? new RegExp(message.replace(/[.?*+()]/g, "\\$&")) : message);
    }
  });

  it("is the customer's own business: another's id is 403, a visitor 401", async () => {
    const [owner, stranger] = [await createUser(t), await createUser(t)];
    for (const url of [
      `/api/payment/SendVerificationCode?userId=${owner.userId}&mobileNumber=9876543210&isForMobileTrial=true`,
      `/api/payment/GetMobileNumberFromUserId?userId=${owner.userId}`,
      `/api/payment/ActivateMobileTrial?userId=${owner.userId}&mobileNumber=9876543210&verificationCode=12345`,
    ]) {
      expect((await as(stranger, url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });
});

describe("rate limits", () => {
  it("send at most five codes an hour", async () => {
    const statuses = await statusesUnderRateLimits(
      6,
      (userId) => `/api/payment/SendVerificationCode?userId=${userId}&mobileNumber=9000000100&isForMobileTrial=true`,
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
