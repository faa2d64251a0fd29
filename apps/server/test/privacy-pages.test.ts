import { HtmlValidate } from "html-validate";
import { beforeAll, describe, expect, it } from "vitest";
import { pageWeight } from "../../../bench/page-weight.ts";
import { breachExample } from "./support/access-examples.ts";
import { enterBusinessProfile, enteredBusinessProfile } from "./support/business-profile.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { suiteApp } from "./support/suite.ts";

// /my-investar/privacy/requests, /admin/privacy and the breach pages (ADR 0051) as the server renders them.
let admin: TestUser;
let customer: TestUser;
let breachId: number;
const t = suiteApp({ web: true });

beforeAll(async () => {
  await enterBusinessProfile(t);
  admin = await createUser(t, { role: "Admin" });
  customer = await createUser(t, { name: "Ravi Kumar" });
  await t.app.inject({
    method: "POST",
    url: "/api/privacy/requests/grievance",
    headers: customer.auth,
    payload: { topic: "marketing", description: "I keep getting offers though I never asked for them." },
  });
  const saved = await t.app.inject({ method: "POST", url: "/api/admin/privacy/breaches", headers: admin.auth, payload: breachExample });
  breachId = saved.json().id;
});

const page = (url: string, user: TestUser | null) =>
  t.app.inject({ method: "GET", url, headers: user ? { cookie: `investar_session=${user.token}` } : {} });
const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:a11y"] });
async function expectValid(html: string, url: string) {
  const report = await validator.validateString(html, url);
  const errors = report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2);
  expect(errors.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
}

describe("/my-investar/privacy/requests", () => {
  it("shows the customer's own requests, the places to correct details, the nominee form and the grievance officer, as valid HTML", async () => {
    const res = await page("/my-investar/privacy/requests", customer);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/DPR-\d{6}/);
    expect(res.body).toContain("Mails or messages I did not want");
    expect(res.body).toContain(enteredBusinessProfile.grievanceOfficer.name);
    expect(res.body).toContain('href="/my-investar/my-profile"');
    expect(res.body).toContain("Nominee&#x27;s full name");
    await expectValid(res.body, "/my-investar/privacy/requests");
    const other = await page("/my-investar/privacy/requests", await createUser(t));
    expect(other.body).toContain("You have not made any request yet.");
  });

  it("sends a visitor to log in", async () => {
    const anonymous = await page("/my-investar/privacy/requests", null);
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/user\/login\?returnUrl=/);
  });
});

describe("/admin/privacy and its breaches", () => {
  it("list the requests with their due dates and the breaches with the Board's record, as valid HTML, linked from /admin", async () => {
    const queue = await page("/admin/privacy", admin);
    expect(queue.statusCode).toBe(200);
    expect(queue.body).toContain("Mails or messages I did not want");
    expect(queue.body).toContain("(limit ");
    await expectValid(queue.body, "/admin/privacy");
    expect((await page("/admin", admin)).body).toContain('href="/admin/privacy"');

    const breaches = await page("/admin/privacy/breaches", admin);
    expect(breaches.statusCode).toBe(200);
    expect(breaches.body).toContain(breachExample.title);
    await expectValid(breaches.body, "/admin/privacy/breaches");

    const record = await page(`/admin/privacy/breaches/${breachId}`, admin);
    expect(record.statusCode).toBe(200);
    for (const label of [
      "Nature of the breach",
      "Extent",
      "Location",
      "Likely impact",
      "Detailed report to the Board due by",
      "Intimations",
    ])
      expect(record.body).toContain(label);
    expect(record.body).toContain(enteredBusinessProfile.legalName);
    await expectValid(record.body, "/admin/privacy/breaches/1");
    expect((await page("/admin/privacy/breaches/999999", admin)).statusCode).toBe(404);
  });

  it("stay within the page weight budget (100 KiB of gzipped script)", async () => {
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    for (const [path, user] of [
      ["/admin/privacy", admin],
      [`/admin/privacy/breaches/${breachId}`, admin],
      ["/my-investar/privacy/requests", customer],
    ] as const) {
      const weight = await pageWeight(url, path, { cookie: `investar_session=${user.token}` });
      expect(weight.status, path).toBe(200);
      expect(weight.js, path).toBeLessThanOrEqual(100 * 1024);
    }
  });

  it("are for admins: a customer is turned away and a visitor sent to log in", async () => {
    for (const path of ["/admin/privacy", "/admin/privacy/breaches", `/admin/privacy/breaches/${breachId}`]) {
      expect((await page(path, customer)).statusCode, path).not.toBe(200);
      const anonymous = await page(path, null);
      expect(anonymous.statusCode, path).toBe(302);
    }
  });
});
