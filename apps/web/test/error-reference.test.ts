/** docs/deploy.md#request-ids: a failed call's reference reaches the error page, which asks the customer to quote it. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isEmailExist } from "@investar/contract/accounts/is-email-exist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CallFailedError } from "../app/lib/answer-or-throw.ts";
import { ApiError } from "../app/lib/api-error-message.ts";
import { callEndpoint } from "../app/lib/call-endpoint.ts";
import { referenceOf } from "../app/lib/error-reference.ts";

const REFERENCE = "0b7c5a52-8d1e-4f7a-9a43-3c1d2e4f5a6b";
let server: Server;
let origin: string;

beforeAll(async () => {
  // What the server's error handler answers to an unexpected failure.
  server = createServer((_request, response) => {
    response.writeHead(500, { "content-type": "application/json", "x-request-id": REFERENCE });
    response.end(
      JSON.stringify({
        code: "Internal",
        message: `Server error. If it happens again, quote this reference to support: ${REFERENCE}`,
        reference: REFERENCE,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a server error's reference", () => {
  it("comes back with callEndpoint's failure and is what the error page quotes", async () => {
    const result = await callEndpoint(isEmailExist, { query: { email: "a@example.com" } }, { origin });
    expect(result).toMatchObject({ ok: false, failure: { status: 500, code: "Internal", reference: REFERENCE } });
    if (result.ok) return;
    expect(referenceOf(new CallFailedError(result.failure))).toBe(REFERENCE);
  });

  it("is read from the old client's ApiError too, and is absent from other errors", () => {
    expect(referenceOf(new ApiError({ status: 500, body: { code: "Internal", message: "Server error", reference: REFERENCE } }))).toBe(
      REFERENCE,
    );
    expect(referenceOf(new ApiError({ status: 400, body: { code: "Invalid", message: "Enter a name." } }))).toBeNull();
    expect(referenceOf(new Error("render failed"))).toBeNull();
  });
});
