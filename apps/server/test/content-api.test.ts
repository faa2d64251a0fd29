import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { suiteApp } from "./support/suite.ts";

const t = suiteApp();

describe("GET /api/user/GetVersionHistory", () => {
  it("lists production releases newest first", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/GetVersionHistory" });
    expect(res.statusCode).toBe(200);
    const entries = res.json() as { version: string; releasedOn: string; isBeta: boolean; highlights: string[] }[];
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.every((e) => !e.isBeta && e.highlights.length > 0)).toBe(true);
    const dates = entries.map((e) => e.releasedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(entries[0]?.version).toBe("9.4.0");
  });

  it("lists the beta channel separately", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/GetVersionHistory?isBeta=true" });
    const versions = (res.json() as { version: string }[]).map((e) => e.version);
    expect(versions).toEqual(["9.5.0-beta.2", "9.5.0-beta.1"]);
  });
});

describe("GET /api/user/GetOfferBannerContents", () => {
  it("answers the running offer", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/GetOfferBannerContents" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ headline: expect.stringContaining("offer"), ctaHref: "/Pricing" });
  });
});

describe("server-side cache of public GET answers", () => {
  it("answers a repeated public GET from memory with the same body", async () => {
    const url = "/api/user/GetVersionHistory?isBeta=false&probe=cache";
    const first = await t.app.inject({ method: "GET", url });
    const second = await t.app.inject({ method: "GET", url });
    expect(first.headers["x-cache"]).toBeUndefined();
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.json()).toEqual(first.json());
    expect(second.headers["content-type"]).toMatch(/application\/json/);
  });

  it("does not cache answers that depend on the caller", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/user/GetEmailAddressProfile?userId=1" });
    const again = await t.app.inject({ method: "GET", url: "/api/user/GetEmailAddressProfile?userId=1" });
    expect(anonymous.statusCode).toBe(401);
    expect(again.headers["x-cache"]).toBeUndefined();
  });
});

describe("cached public answers are stored compressed", () => {
  it("sends gzip to clients that accept it and plain JSON to others", async () => {
    const url = "/api/payment/PricingData";
    await t.app.inject({ method: "GET", url });
    const gz = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
    const plain = await t.app.inject({ method: "GET", url });
    expect(gz.headers["x-cache"]).toBe("hit");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });
});
