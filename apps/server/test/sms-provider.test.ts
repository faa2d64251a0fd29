import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/** An SMS provider on loopback that keeps what it is asked to send (docs/architecture.md#mail-and-sms: real protocol, local stand-in). */
const received: { to: string; text: string; authorization?: string }[] = [];
const provider = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    received.push({ ...(JSON.parse(body) as { to: string; text: string }), authorization: request.headers.authorization });
    response.writeHead(202).end();
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({ env: { SMS_URL: `http://127.0.0.1:${port}/send`, SMS_API_KEY: "sms-key" } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

it("sends a verification code through the configured HTTP provider", async () => {
  const user = await createUser(t);
  const res = await t.app.inject({
    method: "GET",
    url: `/api/auth/GetVerificationCode?userId=${user.userId}&mobileNumber=9820099999`,
    headers: user.auth,
  });
  expect(res.statusCode).toBe(200);
  await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  expect(received[0]).toMatchObject({ to: "9820099999", text: expect.stringMatching(/\b[1-9]{5}\b/), authorization: "Bearer sms-key" });
});
