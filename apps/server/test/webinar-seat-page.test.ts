import { HtmlValidate } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageWeight } from "../../../bench/page-weight.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { addSeat, addWebinar } from "./support/webinars.ts";

/**
 * /education/buy-webinar as the server renders it for a visitor and for a customer: open to visitors, who see the seat and its
 * price and sign up on the page to pay (docs/business-rules.md#sign-up-to-pay).
 */
let t: TestApp;
let webinarId: number;
const clock = new Date();

beforeAll(async () => {
  t = await createTestApp({ web: true, now: () => clock });
  // ₹1,000 a seat before GST.
  webinarId = await addWebinar(t, clock, 48, { title: "Reading breakouts", isPaidWebinar: true, inrAmount: 1000_00, usdAmount: 20_00 });
});
afterAll(() => t.close());

const seat = () => `/education/buy-webinar?webinarId=${webinarId}&currency=INR`;
const page = (url: string, user: TestUser | null = null) =>
  t.app.inject({ method: "GET", url, headers: user ? { cookie: `investar_session=${user.token}` } : {} });
const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:a11y"] });
const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("a webinar seat's checkout", () => {
  it("shows a visitor the seat, its price, GST and total, with Proceed to Pay and no Pay, as valid HTML", async () => {
    const res = await page(seat());
    expect(res.statusCode).toBe(200);
    const shown = text(res.body);
    expect(shown).toContain("Reading breakouts");
    expect(shown).toContain("Seat, before GST₹1,000");
    expect(shown).toContain("GST 18%₹180");
    expect(shown).toContain("Total, GST included₹1,180");
    expect(shown).toContain("Proceed to Pay");
    expect(shown).not.toMatch(/Pay ₹/);
    expect(res.body).toContain(`href="/user/login?returnUrl=${encodeURIComponent(seat())}"`);
    const report = await validator.validateString(res.body, "/education/buy-webinar");
    const errors = report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2);
    expect(errors.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
  });

  it("shows a customer Pay with the total, and a seat already held as theirs", async () => {
    const customer = await createUser(t);
    const res = await page(seat(), customer);
    expect(res.statusCode).toBe(200);
    expect(text(res.body)).toContain("Pay ₹1,180");
    expect(text(res.body)).not.toContain("Proceed to Pay");
    const holder = await createUser(t);
    await addSeat(t, webinarId, holder);
    expect(text((await page(seat(), holder)).body)).toContain("Open My Webinars");
  });

  it("sends a visitor with a payment's outcome to log in first, and answers 404 for no webinar", async () => {
    const outcome = await page(`${seat()}&payment=WB123456`);
    expect(outcome.statusCode).toBe(302);
    expect(outcome.headers.location).toBe(`/user/login?returnUrl=${encodeURIComponent(`${seat()}&payment=WB123456`)}`);
    expect((await page("/education/buy-webinar?webinarId=abc")).statusCode).toBe(404);
  });

  it("stays within the page weight budget (100 KiB of gzipped script) for a visitor and a customer", async () => {
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const customer = await createUser(t);
    for (const headers of [{}, { cookie: `investar_session=${customer.token}` }] as Record<string, string>[]) {
      const weight = await pageWeight(url, seat(), headers);
      expect(weight.status).toBe(200);
      expect(weight.js).toBeLessThanOrEqual(100 * 1024);
    }
  });
});
