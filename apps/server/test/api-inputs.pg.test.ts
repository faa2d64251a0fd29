import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installErrorHandler } from "../src/http/error-handler.ts";
import type { TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  ({ t, user: user } = await createTestAppWithUser());
});
afterAll(async () => {
  await t.close();
});

describe("values the database would refuse are refused at the door (400, never 500)", () => {
  it("a NUL byte in any string, query or JSON body, is a 400 naming the field", async () => {
    const query = await t.app.inject({ method: "GET", url: "/api/auth/IsEmailExist?email=a%00b@example.in" });
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json()).toMatchObject({ code: "BadRequest", errors: { email: ["must not contain control characters."] } });

    const body = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userName: "a\u0000b@example.in", password: "x" },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ code: "BadRequest", errors: { userName: ["must not contain control characters."] } });
  });

  it("Quote, whose checked bodies are remembered, refuses them too", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/payment/Quote",
      payload: { product: "EOD", couponCode: "SAVE\u000010" },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: "BadRequest", errors: { couponCode: ["must not contain control characters."] } });
  });

  it("a very long address is refused in the API's error shape, without echoing it whole", async () => {
    const longParam = await t.app.inject({ method: "GET", url: `/api/download/setup/${"x".repeat(10_000)}` });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({ message: "A part of the address is too long.", code: "BadRequest" });

    const unknown = await t.app.inject({ method: "GET", url: `/api/${"y".repeat(10_000)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message.length).toBeLessThan(300);
  });

  it("tabs and line breaks in text stay allowed", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/auth/IsEmailExist?email=a%09b%0Ac@example.in" });
    expect(answer.statusCode).toBe(200);
  });

  it("an id beyond PostgreSQL's integer range is a 400, in the query and in a body", async () => {
    for (const url of [
      "/api/payment/GetWebinarSeatPrice?webinarId=99999999999",
      "/api/education/GetWebinarRecordings?webinarId=99999999999",
    ]) {
      const answer = await t.app.inject({ method: "GET", url, headers: user.auth });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toMatchObject({ code: "BadRequest", errors: { webinarId: ["webinarId is not a known id."] } });
    }
    const body = await t.app.inject({
      method: "POST",
      url: "/api/payment/RegisterWebinarForFree",
      headers: user.auth,
      payload: { webinarId: 99999999999 },
    });
    expect(body.statusCode).toBe(400);
  });

  it("any data exception the database raises answers 400 (pg and PGlite alike), not 500", async () => {
    // The app's own error handler on a bare Fastify, so a route can hand it the real driver's error.
    const bare = Fastify();
    installErrorHandler(bare);
    const statements = {
      nul: sql`SELECT ${"a\u0000b"}::text`,
      outOfRange: sql`SELECT ${"99999999999"}::integer`,
      notANumber: sql`SELECT ${"twelve"}::integer`,
      badDate: sql`SELECT ${"2026-02-30"}::date`,
    };
    for (const [name, statement] of Object.entries(statements)) bare.get(`/${name}`, async () => t.db.execute(statement));
    try {
      for (const name of Object.keys(statements)) {
        const answer = await bare.inject(`/${name}`);
        expect(answer.statusCode, name).toBe(400);
        expect(answer.json(), name).toEqual({ message: "A value in the request is not valid.", code: "BadRequest" });
      }
    } finally {
      await bare.close();
    }
  });
});
