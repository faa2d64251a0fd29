import { HtmlValidate } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyAtSimulator, startPaying } from "./support/checkout.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

// docs/business-rules.md#account-closure: the close-account page says what closing would do, before anything is asked.
let t: TestApp;
let me: TestUser;

beforeAll(async () => {
  ({ t, user: me } = await createTestAppWithUser({ web: true }, { name: "Meera Iyer" }));
});
afterAll(() => t.close());

const page = (path: string, user?: TestUser) =>
  t.app.inject({ method: "GET", url: path, headers: user ? { cookie: `investar_session=${user.token}` } : {} });
const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:a11y"], rules: { "no-redundant-role": "off" } });
const htmlErrors = async (html: string, url: string) =>
  (await validator.validateString(html, url)).results
    .flatMap((result) => result.messages)
    .filter((m) => m.severity === 2)
    .map((m) => `${m.ruleId}: ${m.message}`);

describe("/my-investar/privacy/close-account", () => {
  it("sends a visitor to log in", async () => {
    const res = await page("/my-investar/privacy/close-account");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/user/login?returnUrl=${encodeURIComponent("/my-investar/privacy/close-account")}`);
  });

  it("shows a paid period's unused days and their refund, and asks for the password", async () => {
    await buyAtSimulator(t, me, { product: "Standard", plan: "Annual" }, "Simulate success");
    const res = await page("/my-investar/privacy/close-account", me);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>Close my account and erase my data</h1>");
    expect(res.body.replaceAll("<!-- -->", "")).toMatch(/is paid through \d+ \w+ \d{4}: \d+ of its \d+ days are unused, worth ₹[\d,]+\./);
    expect(res.body).toContain("Refund the unused days to my wallet as cash credit, and end it today");
    expect(res.body).toContain('<label for="close-password">Your password</label>');
    expect(res.body).toContain('name="robots" content="noindex"');
    expect(await htmlErrors(res.body, "/my-investar/privacy/close-account")).toEqual([]);
  });

  it("says why it cannot close while a payment is on its way, and shows no form", async () => {
    const buyer = await createUser(t);
    await startPaying(t, buyer, { product: "Standard", plan: "Quarter" });
    const res = await page("/my-investar/privacy/close-account", buyer);
    expect(res.body).toContain("A payment of yours is still being processed.");
    expect(res.body).not.toContain('<label for="close-password">');
  });

  it("renders the reopen page, valid, without changing anything", async () => {
    const res = await page("/reopen-account?id=a-reopen-link-token-that-was-never-issued");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Reopen my account");
    expect(res.body).toContain('name="referrer" content="no-referrer"');
    expect(await htmlErrors(res.body, "/reopen-account")).toEqual([]);
  });
});
