import { HtmlValidate } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentReturnPeriod } from "@investar/core";
import { pageWeight } from "../../../bench/page-weight.ts";
import { buyAtSimulator } from "./support/checkout.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

// /admin/gst (docs/business-rules.md#gst-returns, ADR 0037) as the server renders it.
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ web: true });
  admin = await createUser(t, { role: "Admin" });
});
afterAll(() => t.close());

const page = (url: string, user: TestUser | null) =>
  t.app.inject({ method: "GET", url, headers: user ? { cookie: `investar_session=${user.token}` } : {} });
const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:a11y"] });

describe("/admin/gst", () => {
  it("shows the month's summary with its downloads, as valid HTML, and is linked from /admin", async () => {
    const buyer = await createUser(t);
    await buyAtSimulator(t, buyer, { product: "Standard", plan: "Quarter" }, "Simulate success");
    const { fp, year, month } = currentReturnPeriod(new Date());
    const res = await page(`/admin/gst?month=${year}-${String(month).padStart(2, "0")}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("GSTR-1 for");
    expect(res.body).toContain("B2C small (net of their credit notes)");
    expect(res.body).toContain("Net: invoices minus credit notes");
    expect(res.body).toContain(`href="/api/admin/gst/gstr1?period=${fp}"`);
    expect(res.body).toContain(`href="/api/admin/gst/gstr1/csv?period=${fp}&amp;table=hsn_b2c"`);
    expect(res.body).toContain(`href="/api/admin/gst/tally?period=${fp}"`);
    expect(res.body).toContain('action="/api/admin/gst/register"');
    const report = await validator.validateString(res.body, "/admin/gst");
    const errors = report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2);
    expect(errors.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
    expect((await page("/admin", admin)).body).toContain('href="/admin/gst"');
  });

  it("stays within the page weight budget (100 KiB of gzipped script)", async () => {
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const weight = await pageWeight(url, "/admin/gst", { cookie: `investar_session=${admin.token}` });
    expect(weight.status).toBe(200);
    expect(weight.js).toBeLessThanOrEqual(100 * 1024);
  });

  it("says why a month cannot be shown", async () => {
    const res = await page("/admin/gst?month=2017-06", admin);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("GST began in July 2017");
  });

  it("is for admins: a customer is turned away and a visitor sent to log in", async () => {
    const customer = await createUser(t);
    expect((await page("/admin/gst", customer)).statusCode).not.toBe(200);
    const anonymous = await page("/admin/gst", null);
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/user\/login\?returnUrl=/);
  });
});
