import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { createTestAppWithAdmin } from "./support/app-with-user.ts";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

const person = (email: string) => ({
  FullName: "Kavya Menon",
  Email: email,
  Password: "",
  City: "",
  MobileNo: "9845012345",
  AgeConfirmed: true,
});
const inject = (method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers });

describe("GET /api/payment/StandalonePriceList", () => {
  it("serves the seeded list in rupees with the GST checkout adds, and what the back office saves", async () => {
    const res = await inject("GET", "/api/payment/standalonepricelist");
    expect(res.statusCode).toBe(200);
    // docs/business-rules.md#standalone-price-list: Standard (EOD) at ₹7,950; 18% GST truncated to the rupee.
    expect(res.json()).toEqual([{ Name: "Standard (EOD)", Price: 7950, Gst: 1431, Total: 9381 }]);

    const saved = await inject(
      "POST",
      "/api/admin/catalogue/standalone-prices",
      {
        items: [
          { name: "Standard (EOD)", price: 7950_00 },
          { name: "Pro (EOD)", price: 11_950_00 },
        ],
      },
      admin.auth,
    );
    expect(saved.statusCode).toBe(200);
    expect((await inject("GET", "/api/payment/StandalonePriceList")).json()).toEqual([
      { Name: "Standard (EOD)", Price: 7950, Gst: 1431, Total: 9381 },
      { Name: "Pro (EOD)", Price: 11950, Gst: 2151, Total: 14101 },
    ]);
  });
});

describe("GET /api/auth/getCouponCodeForMasterTrader", () => {
  it("stops publishing the Master Trader coupon while the back office has it switched off", async () => {
    const disable = (disabled: boolean) =>
      inject("POST", "/api/admin/catalogue/coupons/disable", { code: "TRADER15", disabled }, admin.auth);
    expect((await disable(true)).statusCode).toBe(200);
    try {
      expect((await inject("GET", "/api/auth/getCouponCodeForMasterTrader")).json()).toEqual([]);
    } finally {
      await disable(false);
    }
    expect((await inject("GET", "/api/auth/getCouponCodeForMasterTrader")).json()).toContainEqual({
      name: "couponCode",
      value: "TRADER15",
    });
  });
});

describe("GET /api/admin/CampaignSignUps", () => {
  it("lists landing-page and broker-page sign-ups with where they came from, and not plain sign-ups", async () => {
    const stamp = Date.now();
    await inject("POST", "/api/auth/register", { ...person(`plain.${stamp}@example.in`), RegSrc: "Normal" });
    await inject("POST", "/api/auth/registerForLpage?landingPage=LPageMQOffer&isCharotarPage=true", person(`mq.${stamp}@example.in`));
    await inject("POST", "/api/auth/RegisterForZerodhaPage?zerodhaSource=kite-banner&isZerodha=true", person(`broker.${stamp}@example.in`));
    const customer = await createUser(t, { email: `partner.${stamp}@example.in` });
    const answers = { segments: ["equity", "fno"], tradesPerMonth: "10-50" };
    expect((await inject("POST", `/api/auth/UpdateZerodhaPotentials?userId=${customer.userId}`, answers, customer.auth)).statusCode).toBe(
      200,
    );
    expect(
      (await inject("GET", `/api/auth/UpdatePartnerCode?userId=${customer.userId}&partnerCode=MUMBAI01`, undefined, customer.auth))
        .statusCode,
    ).toBe(200);

    const res = await inject("GET", "/api/admin/CampaignSignUps", undefined, admin.auth);
    expect(res.statusCode).toBe(200);
    const { signUps, total, page, pageSize } = res.json();
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 10 });
    expect(total).toBeGreaterThanOrEqual(3);
    const byEmail = (email: string) => signUps.find((row: { email: string }) => row.email === email);
    expect(byEmail(`plain.${stamp}@example.in`)).toBeUndefined();
    expect(byEmail(`mq.${stamp}@example.in`)).toMatchObject({
      landingPage: "LPageMQOffer",
      landingFlags: ["isCharotarPage"],
      regSrc: "Normal",
    });
    expect(byEmail(`broker.${stamp}@example.in`)).toMatchObject({ regSrc: "Zerodha", brokerSource: "kite-banner", isBrokerOpenUser: true });
    expect(byEmail(`partner.${stamp}@example.in`)).toMatchObject({ partnerCode: "MUMBAI01", brokerPotentials: answers });
  });

  it("is for admins only and refuses a bad page with 400", async () => {
    const investor = await createUser(t);
    expect((await inject("GET", "/api/admin/CampaignSignUps")).statusCode).toBe(401);
    expect((await inject("GET", "/api/admin/CampaignSignUps", undefined, investor.auth)).statusCode).toBe(403);
    const bad = await inject("GET", "/api/admin/CampaignSignUps?page=first", undefined, admin.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("page must be a whole number.");
  });
});

describe("the broker page's calls", () => {
  it("refuse bad potentials and partner codes with 400", async () => {
    const customer = await createUser(t);
    const notAnObject = await inject("POST", `/api/auth/UpdateZerodhaPotentials?userId=${customer.userId}`, ["equity"], customer.auth);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().message).toContain("Send a JSON object of answers.");
    const badCode = await inject("GET", `/api/auth/UpdatePartnerCode?userId=${customer.userId}&partnerCode=a!`, undefined, customer.auth);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toContain("Partner code must be 3 to 20 letters or digits.");
  });

  it("take at most ten potentials and ten partner codes an hour from one address", async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: "on" } });
    try {
      const customer = await createUser(limited);
      const call = (url: string, payload?: object) =>
        limited.app.inject({ method: payload ? "POST" : "GET", url, payload, headers: customer.auth });
      const potentials: number[] = [];
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        potentials.push((await call(`/api/auth/UpdateZerodhaPotentials?userId=${customer.userId}`, { attempt: i })).statusCode);
        codes.push((await call(`/api/auth/UpdatePartnerCode?userId=${customer.userId}&partnerCode=CODE${i}`)).statusCode);
      }
      expect(potentials).toEqual([...Array<number>(10).fill(200), 429]);
      expect(codes).toEqual([...Array<number>(10).fill(200), 429]);
    } finally {
      await limited.close();
    }
  });
});
