import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { smsTemplatesStatus } from "../src/features/messaging/services/sms-templates-status.ts";
import { requestVerificationCode, startSmsStandIn } from "./support/sms-stand-in.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/** MSG91's Flow API on loopback (docs/business-rules.md#sms-templates): keeps each request; the first one is answered with an error. */
interface FlowRequest {
  path: string;
  authkey: string | undefined;
  body: { template_id: string; recipients: Record<string, string>[] };
}
const received: FlowRequest[] = [];

const templates = {
  MSG91_TEMPLATE_VERIFICATION_CODE: "64f0c0ffee0001",
  MSG91_TEMPLATE_MOBILE_TRIAL_CODE: "64f0c0ffee0002",
  MSG91_TEMPLATE_INTRADAY_ACTIVATION: "64f0c0ffee0003",
};

let provider: Awaited<ReturnType<typeof startSmsStandIn>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startSmsStandIn((request, body, response) => {
    received.push({
      path: request.url ?? "",
      authkey: request.headers.authkey as string | undefined,
      body: JSON.parse(body) as FlowRequest["body"],
    });
    const fail = received.length === 1;
    response.writeHead(fail ? 500 : 200, { "content-type": "application/json" });
    response.end(JSON.stringify(fail ? { type: "error", message: "try later" } : { type: "success", message: "3763646c3058313530393530" }));
  });
  t = await createTestApp({
    env: {
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "msg91-key",
      MSG91_URL: provider.url,
      OUTBOX_RETRY_SECONDS: "1",
      ...templates,
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

it("sends a verification code as a Flow request with its template id and the number as 91XXXXXXXXXX, retrying a failure", async () => {
  const res = await requestVerificationCode(t);
  expect(res.statusCode).toBe(200);
  // The first answer is an error: the outbox tries again.
  await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  for (const request of received.slice(0, 2)) {
    expect(request).toMatchObject({
      path: "/api/v5/flow",
      authkey: "msg91-key",
      body: {
        template_id: "64f0c0ffee0001",
        recipients: [{ mobiles: "919820099999", code: expect.stringMatching(/^[1-9]{5}$/), minutes: "10" }],
      },
    });
  }
  expect(received[1]!.body.recipients[0]!.code).toBe(received[0]!.body.recipients[0]!.code);
  // Once sent, the stored row keeps no usable code, in its text or its variables (ADR 0002).
  const stored = async () => (await t.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.to, "9820099999")))[0]!;
  await expect.poll(async () => (await stored()).variables, { timeout: 10_000 }).toMatchObject({ code: "[removed]", minutes: "10" });
  expect((await stored()).text).not.toMatch(/\b[1-9]{5}\b/);
});

describe("a deployment that sends SMS through MSG91", () => {
  const deployment = {
    PUBLIC_URL: "https://investar.example",
    SMTP_URL: "smtp://mail.example:587",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PAYMENT_GATEWAY: "simulator",
    SMS_PROVIDER: "msg91",
    MSG91_AUTH_KEY: "key",
  };

  it("refuses to start while a kind of SMS has no template id, one line naming its setting", () => {
    const { MSG91_TEMPLATE_INTRADAY_ACTIVATION: _left, ...withoutOne } = templates;
    let message = "";
    try {
      loadConfig({ ...deployment, ...withoutOne });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      message = error.message;
    }
    expect(message.split("\n").slice(1)).toEqual([expect.stringMatching(/^ {2}MSG91_TEMPLATE_INTRADAY_ACTIVATION is not set/)]);
  });

  it("starts with every template id, and the launch checklist sees them all", () => {
    const config = loadConfig({ ...deployment, ...templates });
    expect(config.sms).toMatchObject({ kind: "msg91", templates: { "verification-code": "64f0c0ffee0001" } });
    expect(smsTemplatesStatus({ config })).toMatchObject({ provider: "msg91", complete: true });
    expect(smsTemplatesStatus({ config: loadConfig({}) })).toMatchObject({ provider: "none", complete: false });
  });
});
