import { Document, Spectral } from "@stoplight/spectral-core";
import { Json } from "@stoplight/spectral-parsers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ruleset from "../../../.spectral.mjs";
import { createTestApp, type TestApp } from "./support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the API document (/api/docs/json)", () => {
  it("passes Spectral's OpenAPI and OWASP rulesets without an error", async () => {
    const answer = await t.app.inject("/api/docs/json");
    expect(answer.statusCode).toBe(200);
    const spectral = new Spectral();
    spectral.setRuleset(ruleset);
    const results = await spectral.run(new Document(answer.body, Json, "/api/docs/json"));
    const errors = results
      .filter((result) => result.severity === 0)
      .map((result) => `${result.code} at ${result.path.join(".")}: ${result.message}`);
    expect(errors).toEqual([]);
  });
});
