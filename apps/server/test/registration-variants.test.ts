import { eq } from "drizzle-orm";
import { messages } from "@investar/core";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = (email: string, extra: Record<string, string> = {}) => ({
  FullName: "Neha Joshi",
  Email: email,
  Password: "",
  City: "",
  MobileNo: "9876501234",
  AgeConfirmed: true,
  ...extra,
});
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });
const row = async (email: string) => (await t.db.select().from(schema.users).where(eq(schema.users.email, email)))[0]!;

describe("registration variants", () => {
  it("registerForFreeWebinar creates an account from the webinar source without starting the trial", async () => {
    const res = await post(
      "/api/auth/registerForFreeWebinar?utmSource=newsletter-june",
      person("webinar.guest@example.in", { RegSrc: "Normal" }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: "FreshRegistration", message: expect.stringContaining("account is created") });
    const user = await row("webinar.guest@example.in");
    expect(user).toMatchObject({ regSrc: "Webinar", utmSource: "newsletter-june", trialEndsAt: null });
  });

  it("registerForLpage stores which landing page it came from", async () => {
    const res = await post(
      "/api/auth/registerForLpage?ip=203.0.113.9&isFinbridgePage=true&isAlgoXConvention=false&isCharotarPage=TRUE",
      person("landing.guest@example.in"),
    );
    expect(res.json().category).toBe("FreshRegistration");
    const user = await row("landing.guest@example.in");
    expect(user.landingFlags).toEqual({ isFinbridgePage: true, isAlgoXConvention: false, isCharotarPage: true });
    expect(user.registrationIp).toBe("203.0.113.9");
    expect(user.trialEndsAt).not.toBeNull();
  });

  it("registerForLpage keeps the landing page's value, by number or name, and refuses an unknown one", async () => {
    const res = await post("/api/auth/registerForLpage?landingPage=LPageMQOffer", person("mq.offer@example.in", { RegSrc: "FacebookAds" }));
    expect(res.json().category).toBe("FreshRegistration");
    expect(await row("mq.offer@example.in")).toMatchObject({ landingPage: 2, regSrc: "FacebookAds" });
    await post("/api/auth/registerForLpage?landingPage=1", person("lp.one@example.in"));
    expect((await row("lp.one@example.in")).landingPage).toBe(1);
    const bad = await post("/api/auth/registerForLpage?landingPage=7", person("lp.bad@example.in"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("landingPage must be LPageInvestar (1) or LPageMQOffer (2).");
  });

  it("RegisterForZerodhaPage records the broker source, and IsZerodhaOpenUser reports it", async () => {
    const res = await post("/api/auth/RegisterForZerodhaPage?zerodhaSource=kite-banner&isZerodha=true", person("broker.guest@example.in"));
    expect(res.json().category).toBe("FreshRegistration");
    const user = await row("broker.guest@example.in");
    expect(user).toMatchObject({ regSrc: "Zerodha", brokerSource: "kite-banner", isBrokerOpenUser: true });

    const admin = await createUser(t, { role: "Admin" });
    const open = await t.app.inject({ method: "GET", url: `/api/auth/IsZerodhaOpenUser?userId=${user.id}`, headers: admin.auth });
    expect(open.json()).toBe(true);
    const plain = await createUser(t);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/auth/IsZerodhaOpenUser?userid=${plain.userId}`, headers: plain.auth })).json(),
    ).toBe(false);
  });

  it("signs an existing account in when its password comes along, and answers ErrorInLogin when it is wrong", async () => {
    const user = await createUser(t);
    const right = await post("/api/auth/registerForLpage", person(user.email, { Password: user.password }));
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ category: "EmailExistTrialTaken", userId: user.userId, tokenString: expect.any(String) });
    expect(String(right.headers["set-cookie"])).toMatch(/investar_session=[^;]+;/);

    const wrong = await post("/api/auth/RegisterForZerodhaPage?isZerodha=false", person(user.email, { Password: "not-the-password-1" }));
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ category: "ErrorInLogin", message: "Invalid username or password." });
    expect(wrong.headers["set-cookie"]).toBeUndefined();

    const none = await post("/api/auth/registerForFreeWebinar", person(user.email));
    expect(none.json().category).toBe("EmailExistTrialTaken");
    expect(none.headers["set-cookie"]).toBeUndefined();
  });

  it("answers bad input with 400 and the SPEC messages", async () => {
    const cases: [string, unknown, string][] = [
      ["/api/auth/registerForFreeWebinar", person("not-an-email"), messages.emailInvalid],
      ["/api/auth/registerForLpage", person("ok@example.in", { FullName: "" }), messages.nameRequired],
      ["/api/auth/RegisterForZerodhaPage", person("ok@example.in", { MobileNo: "12" }), messages.mobileInvalid],
      ["/api/auth/registerForLpage?isFinbridgePage=maybe", person("ok@example.in"), "isFinbridgePage must be true or false."],
      ["/api/auth/RegisterForZerodhaPage?isZerodha=yes-please", person("ok@example.in"), "isZerodha must be true or false."],
      [
        "/api/auth/registerForFreeWebinar?utmSource=" + "x".repeat(101),
        person("ok@example.in"),
        "utmSource can have at most 100 characters.",
      ],
    ];
    for (const [url, body, message] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(message);
    }
  });
});

describe("broker potentials and partner code", () => {
  it("stores the broker questionnaire answers", async () => {
    const user = await createUser(t);
    const answers = { hasDematAccount: false, tradesPerMonth: 12, segments: ["equity", "fno"] };
    const res = await post(`/api/auth/UpdateZerodhaPotentials?userId=${user.userId}`, answers, user.auth);
    expect(res.statusCode).toBe(200);
    expect((await row(user.email)).brokerPotentials).toEqual(answers);
  });

  it("answers bad questionnaire bodies with 400 and a message", async () => {
    const user = await createUser(t);
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`q${i}`, i]));
    for (const body of [[1, 2], tooMany, { essay: "x".repeat(5_000) }]) {
      const res = await post(`/api/auth/UpdateZerodhaPotentials?userId=${user.userId}`, body, user.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it("records a partner code of 3 to 20 letters or digits", async () => {
    const user = await createUser(t);
    const ok = await t.app.inject({
      method: "GET",
      url: `/api/auth/UpdatePartnerCode?userId=${user.userId}&partnerCode=Finb2026`,
      headers: user.auth,
    });
    expect(ok.statusCode).toBe(200);
    expect((await row(user.email)).partnerCode).toBe("Finb2026");
    for (const code of ["ab", "bad code", "x".repeat(21), "a-b-c", ""]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/auth/UpdatePartnerCode?userId=${user.userId}&partnerCode=${encodeURIComponent(code)}`,
        headers: user.auth,
      });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message, code).toContain("Partner code must be 3 to 20 letters or digits.");
    }
  });
});
