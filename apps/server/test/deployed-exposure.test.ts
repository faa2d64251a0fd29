import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { startTestSmtp } from "./support/test-smtp.ts";

/** What a deployed site shows the internet by default: no API document, readiness without details, admins with two factors. */

const PROXY = "198.51.100.7";
const VISITOR = "203.0.113.9";
const deployed = { PUBLIC_URL: "https://investar.example", PAYMENT_GATEWAY: "simulator", SESSION_SECRET: randomBytes(32).toString("hex") };

describe("the deployed defaults", () => {
  it("require two-factor sign-in for admins and keep the API document off; local mode keeps both open", () => {
    const live = loadConfig({ ...deployed, SMTP_URL: "smtp://mail.example:587" });
    expect([live.adminTwoFactor, live.apiDocs]).toEqual(["required", "off"]);
    const local = loadConfig({});
    expect([local.adminTwoFactor, local.apiDocs]).toEqual(["optional", "public"]);
    const chosen = loadConfig({ ...deployed, SMTP_URL: "smtp://mail.example:587", ADMIN_2FA: "optional", API_DOCS: "staff" });
    expect([chosen.adminTwoFactor, chosen.apiDocs]).toEqual(["optional", "staff"]);
  });
});

describe("a deployed site behind a trusted proxy", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ seed: false, env: { ...deployed, SMTP_URL: smtp.url, TRUST_PROXY: PROXY } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const ready = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/api/health/ready", remoteAddress, headers });

  it("serves no API document", async () => {
    for (const url of ["/api/docs/json", "/api/docs", "/api/docs/yaml"]) {
      expect((await t.app.inject({ method: "GET", url, remoteAddress: VISITOR })).statusCode, url).toBe(404);
    }
  });

  it("tells a visitor only whether it is ready; this machine and the proxy's own probe get the details", async () => {
    const visitor = await ready(PROXY, { "x-forwarded-for": VISITOR });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ status: "ready", draining: false });
    expect((await ready(VISITOR)).json()).toEqual({ status: "ready", draining: false });
    for (const probe of [await ready("127.0.0.1"), await ready(PROXY)]) {
      expect(probe.json()).toMatchObject({ status: "ready", database: { status: "ok" }, mail: { pending: 0 } });
    }
  });
});

describe("API_DOCS=staff", () => {
  let t: TestApp;
  let investor: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { API_DOCS: "staff" } });
    investor = await createUser(t);
    admin = await createUser(t, { role: "Admin" });
  });
  afterAll(() => t?.close());

  it("shows the document to admins only", async () => {
    const doc = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/docs/json", headers });
    expect((await doc({})).statusCode).toBe(401);
    expect((await doc(investor.auth)).statusCode).toBe(403);
    const seen = await doc(admin.auth);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().openapi).toMatch(/^3\./);
  });
});
