import { indiaToday } from "@investar/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyAtSimulator } from "./support/checkout.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithAdmin } from "./support/app-with-user.ts";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

interface Dashboard {
  to: string;
  signups: Array<{ day: string; count: number }>;
  trials: Array<{ day: string; count: number }>;
  trialConversion: { trials: number; converted: number; percent: number | null };
  revenue: Record<"INR" | "USD", Array<{ month: string; amount: number }>>;
  activeSubscriptions: Array<{ kind: string; edition: string; count: number }>;
}

async function dashboard(): Promise<Dashboard> {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/GetAdminDashboard", headers: admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const todayOf = (d: Dashboard, series: "signups" | "trials") => d[series].find((day) => day.day === d.to)!.count;
const thisMonth = (d: Dashboard) => d.revenue.INR.at(-1)!.amount;
const standard = (d: Dashboard) => d.activeSubscriptions.find((row) => row.kind === "tool" && row.edition === "Standard")?.count ?? 0;

describe("GET /api/admin/GetAdminDashboard", () => {
  it("counts today's sign-ups and trials, the conversion, this month's revenue net of GST and subscriptions by edition", async () => {
    const before = await dashboard();
    expect(before.signups).toHaveLength(30);
    expect(before.to).toBe(indiaToday(new Date()));
    expect(before.revenue.INR).toHaveLength(12);

    const buyer = await createUser(t);
    await createUser(t);
    await buyAtSimulator(t, buyer, { product: "Standard", plan: "Quarter" }, "Simulate success");

    const after = await dashboard();
    expect(todayOf(after, "signups") - todayOf(before, "signups")).toBe(2);
    expect(todayOf(after, "trials") - todayOf(before, "trials")).toBe(2);
    expect(after.trialConversion.converted - before.trialConversion.converted).toBe(1);
    // Standard quarterly: ₹2,493 before 18% GST (₹2,941 charged).
    expect(thisMonth(after) - thisMonth(before)).toBe(2493);
    expect(after.revenue.USD.at(-1)!.amount).toBe(before.revenue.USD.at(-1)!.amount);
    expect(standard(after) - standard(before)).toBe(1);
  });
});

describe("GET /api/admin/ExportDashboard", () => {
  it("answers each chart's numbers as CSV, and 400 for an unknown series", async () => {
    const daily = await t.app.inject({ method: "GET", url: "/api/admin/ExportDashboard?series=daily", headers: admin.auth });
    expect(daily.statusCode).toBe(200);
    expect(daily.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = daily.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("Day (India),Sign-ups,Trials started,Webinar registrations");
    expect(lines).toHaveLength(31);
    const revenue = await t.app.inject({ method: "GET", url: "/api/admin/ExportDashboard?series=revenue", headers: admin.auth });
    expect(revenue.body).toContain("Month (India),Revenue INR (net of GST),Revenue USD");
    const bad = await t.app.inject({ method: "GET", url: "/api/admin/ExportDashboard?series=everything", headers: admin.auth });
    expect(bad.statusCode).toBe(400);
    const customer = await createUser(t);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/ExportDashboard?series=daily", headers: customer.auth })).statusCode).toBe(
      403,
    );
  });
});
