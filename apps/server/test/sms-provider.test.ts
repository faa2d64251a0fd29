import { afterAll, beforeAll, expect, it } from "vitest";
import { requestVerificationCode, startSmsStandIn } from "./support/sms-stand-in.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/** What the provider is asked to send. */
const received: { to: string; text: string; authorization?: string }[] = [];
let provider: Awaited<ReturnType<typeof startSmsStandIn>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startSmsStandIn((request, body, response) => {
    received.push({ ...(JSON.parse(body) as { to: string; text: string }), authorization: request.headers.authorization });
    response.writeHead(202).end();
  });
  t = await createTestApp({ env: { SMS_URL: `${provider.url}/send`, SMS_API_KEY: "sms-key" } });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

it("sends a verification code through the configured HTTP provider", async () => {
  const res = await requestVerificationCode(t);
  expect(res.statusCode).toBe(200);
  await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  expect(received[0]).toMatchObject({ to: "9820099999", text: expect.stringMatching(/\b[1-9]{5}\b/), authorization: "Bearer sms-key" });
});
