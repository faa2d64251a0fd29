import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/** Addresses the bundled GeoLite2 country data places: a Reliance Jio range in India, Google's public DNS in the US. */
const INDIA_V4 = "49.36.0.1";
const INDIA_V6 = "2401:4900::1";
const US_V4 = "8.8.8.8";

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const locate = (app: TestApp, from: string, query = "", headers: Record<string, string> = {}) =>
  app.app.inject({ method: "GET", url: `/api/payment/UserLocation${query}`, remoteAddress: from, headers });

describe("GET /api/payment/UserLocation", () => {
  it("answers India and INR for an Indian address, IPv4 or IPv6", async () => {
    for (const address of [INDIA_V4, INDIA_V6, `::ffff:${INDIA_V4}`]) {
      const res = await locate(t, address);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ country: "in", currency: "INR" });
    }
  });

  it("answers USD for an address outside India", async () => {
    expect((await locate(t, US_V4)).json()).toEqual({ country: "us", currency: "USD" });
  });

  it("answers INR when the country is unknown: loopback and private addresses", async () => {
    for (const address of ["127.0.0.1", "::1", "10.1.2.3", "192.168.0.10"]) {
      expect((await locate(t, address)).json()).toEqual({ country: "", currency: "INR" });
    }
  });

  it("ignores the ip the client reports and uses the connection's address", async () => {
    expect((await locate(t, INDIA_V4, `?ip=${US_V4}`)).json()).toEqual({ country: "in", currency: "INR" });
  });

  it("takes a 2-letter location override in either case, and treats an empty one as absent", async () => {
    expect((await locate(t, INDIA_V4, "?location=US")).json()).toEqual({ country: "us", currency: "USD" });
    expect((await locate(t, US_V4, "?location=in")).json()).toEqual({ country: "in", currency: "INR" });
    expect((await locate(t, US_V4, "?ip=&location=")).json()).toEqual({ country: "us", currency: "USD" });
  });

  it("refuses a location that is not a 2-letter country with 400", async () => {
    const res = await locate(t, INDIA_V4, "?location=India");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/2-letter country/);
  });

  it("uses X-Forwarded-For only from the configured trusted proxy", async () => {
    const viaProxy = await locate(proxied, "127.0.0.1", "", { "x-forwarded-for": US_V4 });
    expect(viaProxy.json()).toEqual({ country: "us", currency: "USD" });
    const direct = await locate(t, "127.0.0.1", "", { "x-forwarded-for": US_V4 });
    expect(direct.json()).toEqual({ country: "", currency: "INR" });
  });
});

describe("web services: getUserLocation", () => {
  it("gives the pricing pages the same answer", async () => {
    const web = createWebServices(t.app.deps);
    expect(await web.getUserLocation(US_V4)).toEqual({ country: "us", currency: "USD" });
    expect(await web.getUserLocation("not an address")).toEqual({ country: "", currency: "INR" });
  });
});
