import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import type { TestApp } from "./support/test-app.ts";
import { linkFrom } from "./support/test-smtp.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";

/** docs/business-rules.md#pricing-pages: a visitor prices a plan on CustomizeSubscription and comes back to it after signing up. */
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail({ web: true }));
});
afterAll(() => closeTestAppWithMail(t, smtp));

const SELECTION = "/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR";

const register = (email: string, returnUrl: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/auth/register?returnUrl=${encodeURIComponent(returnUrl)}`,
    payload: { FullName: "Ravi Iyer", Email: email, Password: "", City: "", MobileNo: "9876543210", AgeConfirmed: true, RegSrc: "Normal" },
  });

/** The activation mail's text, quoted-printable undone. */
const mailText = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

describe("CustomizeSubscription for a visitor", () => {
  it("opens without a session, with the price and Proceed to Pay but no billing details or manual payment", async () => {
    const res = await t.app.inject({ method: "GET", url: SELECTION });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>Customise your subscription</h1>");
    expect(res.body).toContain("Proceed to Pay");
    expect(res.body).toContain("Already a customer?");
    expect(res.body).not.toContain("Billing details");
    expect(res.body).not.toContain("Bank transfer or UPI QR (confirmed within one working day)");
    expect(res.body).not.toContain("Use my wallet balance");
  });

  it("draws its Pay buttons disabled until the page's script runs, so an early tap is not lost", async () => {
    const res = await t.app.inject({ method: "GET", url: SELECTION });
    // The quote panel's 'Proceed to Pay' and the phone's sticky bar with the total.
    const payButtons = [...res.body.matchAll(/<button[^>]*>(?:Proceed to Pay|Pay ₹2,941)<\/button>/g)].map(([tag]) => tag);
    expect(payButtons).toHaveLength(2);
    for (const button of payButtons) expect(button).toMatch(/^<button type="button" disabled=""/);
  });

  it("sends a visitor who follows a payment's return to log in first: the outcome is its buyer's", async () => {
    const res = await t.app.inject({ method: "GET", url: "/Pricing/CustomizeSubscription?payment=ORD-1" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/user/login?returnUrl=${encodeURIComponent("/Pricing/CustomizeSubscription?payment=ORD-1")}`);
  });
});

describe("the activation link brings a new customer back to their selection", () => {
  it("carries the sign-up's returnUrl, and the page it opens says where it leads", async () => {
    const email = "ravi.iyer@example.in";
    const returnUrl = `${SELECTION}&addons=Intraday`;
    const reg = await register(email, returnUrl);
    expect(reg.statusCode).toBe(200);

    const text = mailText((await smtp.nextMailTo(email)).raw);
    const token = linkFrom(text, "confirm-email");
    expect(text).toContain(`/confirm-email?id=${token}&returnUrl=${encodeURIComponent(returnUrl)}`);

    const page = await t.app.inject({ method: "GET", url: `/confirm-email?id=${token}&returnUrl=${encodeURIComponent(returnUrl)}` });
    expect(page.body).toContain("Choose your password");
    expect(page.body).toContain("we take you back to where you were");
  });

  it("keeps it in a link sent again", async () => {
    const email = "meera.iyer@example.in";
    const { userId } = (await register(email, SELECTION)).json() as { userId: number };
    await smtp.nextMailTo(email);
    const again = await t.app.inject({
      method: "GET",
      url: `/api/auth/SendActivationEmail?userId=${userId}&returnUrl=${encodeURIComponent(SELECTION)}`,
    });
    expect(again.statusCode).toBe(200);
    expect(mailText((await smtp.nextMailTo(email)).raw)).toContain(`&returnUrl=${encodeURIComponent(SELECTION)}`);
  });

  it("brings a broker page client back to the page's questionnaire, with the broker source kept (docs/business-rules.md#landing-pages)", async () => {
    const email = "arjun.broker@example.in";
    const questionnaire = "/investar/broker-partner?welcome=client#client-questionnaire";
    const reg = await t.app.inject({
      method: "POST",
      url: `/api/auth/RegisterForZerodhaPage?zerodhaSource=broker-partner-page&isZerodha=true&returnUrl=${encodeURIComponent(questionnaire)}`,
      payload: {
        FullName: "Arjun Menon",
        Email: email,
        Password: "",
        City: "",
        MobileNo: "9876543211",
        AgeConfirmed: true,
        RegSrc: "Normal",
      },
    });
    expect(reg.json()).toMatchObject({ category: "FreshRegistration" });
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user).toMatchObject({ regSrc: "Zerodha", brokerSource: "broker-partner-page", isBrokerOpenUser: true });
    expect(mailText((await smtp.nextMailTo(email)).raw)).toContain(`&returnUrl=${encodeURIComponent(questionnaire)}`);

    const outside = await t.app.inject({
      method: "POST",
      url: `/api/auth/RegisterForZerodhaPage?returnUrl=${encodeURIComponent("https://evil.example/")}`,
      payload: {
        FullName: "Arjun Menon",
        Email: "outside.broker@example.in",
        Password: "",
        City: "",
        MobileNo: "9876543212",
        AgeConfirmed: true,
      },
    });
    expect(outside.statusCode).toBe(400);
  });

  it("refuses to lead anywhere but this site: no account, no mail", async () => {
    // The last ones are single-slash paths only until normalised: "/.//evil.example" opens as "//evil.example".
    const values = [
      "https://evil.example/pay",
      "//evil.example/pay",
      "/\\evil.example",
      "/.//evil.example",
      "/..//evil.example",
      "/\t/evil.example",
    ];
    for (const [i, outside] of values.entries()) {
      const email = `outside.${i}@example.in`;
      const reg = await register(email, outside);
      expect(reg.statusCode, outside).toBe(400);
      expect(await t.db.select().from(schema.users).where(eq(schema.users.email, email)), outside).toEqual([]);
    }
  });

  it("sends the activated customer nowhere else either, whatever the link says", async () => {
    for (const outside of ["//evil.example", "/.//evil.example", "/%2e%2e//evil.example"]) {
      const page = await t.app.inject({
        method: "GET",
        url: `/confirm-email?id=${"x".repeat(43)}&returnUrl=${encodeURIComponent(outside)}`,
      });
      expect(page.body, outside).not.toContain("evil.example");
    }
  });

  it("leads nowhere else from the login page: a path that normalises to another host gives the default", async () => {
    for (const outside of ["/.//evil.example", "/..//evil.example", "/./\\evil.example", "//evil.example"]) {
      const page = await t.app.inject({ method: "GET", url: `/user/login?returnUrl=${encodeURIComponent(outside)}` });
      expect(page.statusCode, outside).toBe(200);
      expect(page.body, outside).not.toContain("evil.example");
      expect(page.body, outside).toContain(`/user/sign-up?returnUrl=${encodeURIComponent("/my-investar/manage-subscription")}`);
    }
  });
});
