import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { changePassword } from "@investar/contract/accounts/change-password";
import { isEmailExist } from "@investar/contract/accounts/is-email-exist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_DENIED, SERVER_ERROR } from "../app/lib/api-error-message.ts";
import { callEndpoint } from "../app/lib/call-endpoint.ts";

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

/** A real HTTP server answering what each test puts in `reply`, and keeping what it was sent. */
let server: Server;
let origin: string;
let seen: Seen[] = [];
let reply: (request: IncomingMessage, response: ServerResponse) => void = () => undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({ method: request.method ?? "", url: request.url ?? "", contentType: request.headers["content-type"], body });
      reply(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function answerWith(status: number, body: unknown, type = "application/json") {
  seen = [];
  reply = (_request, response) => {
    response.writeHead(status, { "content-type": type });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  };
}

describe("callEndpoint", () => {
  it("sends the query and answers the data its contract parses", async () => {
    answerWith(200, 1);
    const result = await callEndpoint(isEmailExist, { query: { email: "a@example.com" } }, { origin });
    expect(result).toEqual({ ok: true, data: 1 });
    expect(seen).toEqual([{ method: "GET", url: "/api/auth/IsEmailExist?email=a%40example.com", contentType: undefined, body: "" }]);
  });

  it("sends a body as JSON", async () => {
    answerWith(200, { message: "Changed.", signedOutSessions: 2 });
    const body = { userId: 7, oldPassword: "old-secret1", newPassword: "new-secret1" };
    const result = await callEndpoint(changePassword, { body }, { origin });
    expect(result).toEqual({ ok: true, data: { message: "Changed.", signedOutSessions: 2 } });
    expect(seen[0]).toMatchObject({ method: "POST", url: "/api/auth/changePassword", contentType: "application/json" });
    expect(JSON.parse(seen[0]!.body)).toEqual(body);
  });

  it("answers an error answer as a failure with its code, message and field errors", async () => {
    answerWith(400, {
      code: "InvalidPassword",
      message: "Enter your current password.",
      errors: { oldPassword: ["Enter your current password."] },
    });
    const result = await callEndpoint(changePassword, { body: { userId: 7, oldPassword: "", newPassword: "x" } }, { origin });
    expect(result).toEqual({
      ok: false,
      failure: {
        status: 400,
        code: "InvalidPassword",
        message: "Enter your current password.",
        fields: { oldPassword: ["Enter your current password."] },
      },
    });
  });

  it("answers a refusal without an error answer as Access Denied", async () => {
    answerWith(403, "Forbidden", "text/plain");
    const result = await callEndpoint(isEmailExist, { query: { email: "a@example.com" } }, { origin });
    expect(result).toEqual({ ok: false, failure: { status: 403, code: "Unexpected", message: ACCESS_DENIED, fields: {} } });
  });

  it("answers an answer that breaks its contract as a failure, not as data", async () => {
    answerWith(200, { isTaken: true });
    const result = await callEndpoint(isEmailExist, { query: { email: "a@example.com" } }, { origin });
    expect(result).toEqual({ ok: false, failure: { status: 200, code: "Unexpected", message: SERVER_ERROR, fields: {} } });
  });

  it("answers a lost connection as a failure with status 0", async () => {
    seen = [];
    reply = (request) => request.socket.destroy();
    const result = await callEndpoint(isEmailExist, { query: { email: "a@example.com" } }, { origin });
    expect(result).toEqual({ ok: false, failure: { status: 0, code: "Network", message: SERVER_ERROR, fields: {} } });
  });
});
