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

interface Operation {
  operationId?: string;
  description?: string;
  requestBody?: { content: Record<string, unknown> };
}

describe("the API document (/api/docs/json)", () => {
  it("gives every operation a unique operationId and a description", async () => {
    const document = (await t.app.inject("/api/docs/json")).json() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter((operation) => !operation.operationId || !operation.description)).toEqual([]);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    expect(document.paths["/api/auth/IsEmailExist"]?.get?.operationId).toBe("getAuthIsEmailExist");
  });

  it("documents the multipart uploads' forms", async () => {
    const document = (await t.app.inject("/api/docs/json")).json() as { paths: Record<string, Record<string, Operation>> };
    const uploads = Object.entries(document.paths)
      .filter(([, item]) => item.post?.requestBody?.content["multipart/form-data"])
      .map(([path]) => path)
      .sort();
    expect(uploads).toEqual([
      "/api/admin/UploadSetup",
      "/api/education/UploadWebinarMaterial",
      "/api/education/UploadWebinarRecording",
      "/api/support/inbound-mail",
      "/api/user/SendBrokerRequest",
      "/api/user/SendReportProblem",
      "/api/user/UploadFile",
    ]);
  });

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
