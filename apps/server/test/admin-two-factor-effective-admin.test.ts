import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { accessCasesOf, callAccessCase, expectAllowed } from "./support/access-calls.ts";
import { payOrder } from "./support/invoices.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp } from "./support/test-app.ts";
import { seededWebinarId } from "./support/webinars.ts";

/**
 * ADR 0031's effective admin: under ADMIN_2FA=required an admin with a password and no authenticator is a
 * customer on every route until they enrol, not only under /api/admin.
 */
const registered: RouteOptions[] = [];
const t = await createTestApp({ env: { ADMIN_2FA: "required" }, onRoute: (route) => registered.push(route) });
const accessCases = accessCasesOf(registered);
let customer: TestUser;
let unenrolledAdmin: TestUser;

beforeAll(async () => {
  customer = await createUser(t, { name: "Asha Deshpande" });
  unenrolledAdmin = await createUser(t, { role: "SPAdmin" });
});
afterAll(() => t.close());

describe("an admin without an authenticator under ADMIN_2FA=required", () => {
  for (const c of accessCases.filter((row) => row.access.kind === "self")) {
    it(`${c.key}: another customer's id → 403`, async () => {
      const res = await callAccessCase(t, c, unenrolledAdmin.auth, customer.userId);
      expect(res.statusCode, res.body).toBe(403);
    });
  }

  for (const c of accessCases.filter((row) => row.access.kind === "admin")) {
    it(`${c.key}: → 403 until they enrol`, async () => {
      const res = await callAccessCase(t, c, unenrolledAdmin.auth, customer.userId);
      expect(res.statusCode, res.body).toBe(403);
    });
  }

  it("still reaches the enrolment routes", async () => {
    for (const c of accessCases.filter((row) => row.access.kind === "admin-enrolling" && !row.key.endsWith("/disable"))) {
      const res = await callAccessCase(t, c, unenrolledAdmin.auth, unenrolledAdmin.userId);
      expectAllowed(c, res.statusCode);
    }
  });

  it("cannot take a customer over: their email, their invoice PDF and a paid recording are refused", async () => {
    const moveEmail = await t.app.inject({
      method: "POST",
      url: "/api/auth/UpdateEmailAddress",
      headers: unenrolledAdmin.auth,
      payload: { userId: customer.userId, emailAddress: "taken.over@example.in", password: unenrolledAdmin.password },
    });
    expect(moveEmail.statusCode).toBe(403);
    const profile = await t.app.inject({
      method: "GET",
      url: `/api/user/GetEmailAddressProfile?userId=${customer.userId}`,
      headers: customer.auth,
    });
    expect(profile.body).toContain(customer.email);

    const { order } = await payOrder(t, customer.userId);
    const pdf = await t.app.inject({ method: "GET", url: `/api/payment/Invoice?orderId=${order.id}`, headers: unenrolledAdmin.auth });
    expect(pdf.statusCode).toBe(403);
    expect(pdf.headers["content-type"]).not.toBe("application/pdf");

    const webinarId = await seededWebinarId(t, "Basics of Technical Analysis: Candlestick Patterns");
    for (const url of [
      `/api/education/GetWebinarRecordings?webinarId=${webinarId}`,
      `/api/education/DownloadWebinars?webinarId=${webinarId}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: unenrolledAdmin.auth });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
