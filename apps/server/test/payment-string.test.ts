import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let me: TestUser;
let other: TestUser;
let clock = new Date("2026-05-04T10:00:00Z");

beforeAll(async () => {
  ({ t, user: me } = await createTestAppWithUser({ now: () => clock }));
  other = await createUser(t);
});
afterAll(() => t.close());

const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));
const set = (user: TestUser, stringId: string, value: string, headers: Record<string, string> = user.auth) =>
  t.app.inject({
    method: "GET",
    url: `/api/payment/SetPaymentString?stringId=${encodeURIComponent(stringId)}&paymentDetailString=${encodeURIComponent(value)}`,
    headers,
  });
const get = (user: TestUser, body?: object, id = user.userId) =>
  t.app.inject({
    method: "POST",
    url: `/api/payment/GetUsersPaymentDetailString?userId=${id}`,
    headers: user.auth,
    ...(body ? { payload: body } : {}),
  });

describe("SetPaymentString and GetUsersPaymentDetailString", () => {
  it("park a string under an id and answer it by id, or the newest without one", async () => {
    expect((await get(me)).json()).toBeNull();
    const saved = await set(me, "checkout-1", "enc:QUJDREVG");
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      stringId: "checkout-1",
      paymentDetailString: "enc:QUJDREVG",
      savedAt: clock.toISOString(),
      expiresAt: new Date(clock.getTime() + 86_400_000).toISOString(),
    });
    tick(1000);
    await set(me, "checkout-2", '{"product":"Pro","plan":"Annual","currency":"₹"}');
    expect((await get(me)).json().stringId).toBe("checkout-2");
    expect((await get(me, { stringId: "checkout-1" })).json().paymentDetailString).toBe("enc:QUJDREVG");
    // Reading does not use it up: a reloaded return page sees the same.
    expect((await get(me, { stringId: "checkout-1" })).statusCode).toBe(200);
  });

  it("replaces a string saved again under the same id", async () => {
    tick(1000);
    await set(me, "checkout-1", "enc:NEWER");
    expect((await get(me, { stringId: "checkout-1" })).json().paymentDetailString).toBe("enc:NEWER");
    expect((await get(me)).json().stringId).toBe("checkout-1");
  });

  it("keep each customer's strings apart: the owner is always the caller", async () => {
    await set(other, "checkout-1", "enc:OTHERS");
    expect((await get(me, { stringId: "checkout-1" })).json().paymentDetailString).toBe("enc:NEWER");
    expect((await get(other, { stringId: "checkout-1" })).json().paymentDetailString).toBe("enc:OTHERS");
    expect((await get(other, undefined, me.userId)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/payment/SetPaymentString?stringId=a&paymentDetailString=b" })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: "POST", url: `/api/payment/GetUsersPaymentDetailString?userId=${me.userId}` })).statusCode).toBe(
      401,
    );
  });

  it("keep only the newest ten strings of a customer", async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 11; i += 1) {
      tick(1000);
      expect((await set(user, `order-${i}`, `value ${i}`)).statusCode).toBe(200);
    }
    const oldest = await get(user, { stringId: "order-1" });
    expect(oldest.statusCode).toBe(404);
    expect(oldest.json().message).toMatch(/no pending payment details under this id/);
    expect((await get(user, { stringId: "order-2" })).statusCode).toBe(200);
    expect((await get(user)).json().stringId).toBe("order-11");
  });

  it("forget strings after a day", async () => {
    const user = await createUser(t);
    await set(user, "late", "value");
    tick(86_400_000 + 1);
    expect((await get(user)).json()).toBeNull();
    expect((await get(user, { stringId: "late" })).statusCode).toBe(404);
  });

  it("answer bad input with 400 and a message", async () => {
    const cases: [string, RegExp][] = [
      ["/api/payment/SetPaymentString?paymentDetailString=x", /stringId is required/],
      ["/api/payment/SetPaymentString?stringId=a%20b&paymentDetailString=x", /stringId must be 1 to 64 letters/],
      [`/api/payment/SetPaymentString?stringId=${"a".repeat(65)}&paymentDetailString=x`, /stringId must be 1 to 64/],
      ["/api/payment/SetPaymentString?stringId=a", /paymentDetailString is required/],
      ["/api/payment/SetPaymentString?stringId=a&paymentDetailString=", /paymentDetailString is required/],
      [`/api/payment/SetPaymentString?stringId=a&paymentDetailString=${"x".repeat(4097)}`, /at most 4096 characters/],
      ["/api/payment/SetPaymentString?stringId=a&paymentDetailString=line%0Abreak", /control characters/],
    ];
    for (const [url, message] of cases) {
      const res = await t.app.inject({ method: "GET", url, headers: me.auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(message);
    }
    expect((await set(me, "max", "x".repeat(4096))).statusCode).toBe(200);
    const badBody = await get(me, { stringId: "no spaces" });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toMatch(/stringId must be/);
    const badUser = await t.app.inject({ method: "POST", url: "/api/payment/GetUsersPaymentDetailString?userId=0", headers: me.auth });
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json().message).toMatch(/userId/);
  });

  it("refuse a cookie-authenticated save that another site started", async () => {
    const cookie = { cookie: `investar_session=${me.token}` };
    expect((await set(me, "csrf", "x", { ...cookie, "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await set(me, "csrf", "x", { ...cookie, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });
});
