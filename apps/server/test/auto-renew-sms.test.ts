import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "@investar/core";
import { schema } from "@investar/db";
import { loadConfig } from "../src/config.ts";
import type { AppDeps } from "../src/deps.ts";
import { smsTemplatesCheck } from "../src/features/business/services/messaging-launch-checks.ts";
import { smsTemplatesStatus } from "../src/features/messaging/services/sms-templates-status.ts";
import { runAutoRenewPass } from "../src/features/renewals/services/run-auto-renew-pass.ts";
import { giveMandate } from "./support/mandates.ts";
import { giveSubscription, setTrialEnd } from "./support/pricing.ts";
import { createUser } from "./support/sessions.ts";
import { startSmsStandIn } from "./support/sms-stand-in.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/** docs/business-rules.md#sms-templates: auto-renew's pre-debit notice by SMS, where its DLT template is configured. */
const ENDS_AT = new Date("2026-03-20T18:30:00Z");
let clock = new Date(ENDS_AT.getTime() - 48 * 3_600_000);
const received: Array<{ template_id: string; recipients: Record<string, string>[] }> = [];
let provider: Awaited<ReturnType<typeof startSmsStandIn>>;
const templates = {
  MSG91_TEMPLATE_VERIFICATION_CODE: "64f0c0ffee0001",
  MSG91_TEMPLATE_MOBILE_TRIAL_CODE: "64f0c0ffee0002",
  MSG91_TEMPLATE_INTRADAY_ACTIVATION: "64f0c0ffee0003",
};
const msg91 = (url: string) => ({ SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "msg91-key", MSG91_URL: url, ...templates });

beforeAll(async () => {
  provider = await startSmsStandIn((_request, body, response) => {
    received.push(JSON.parse(body) as (typeof received)[number]);
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ type: "success", message: "ok" }));
  });
});
afterAll(() => provider.close());

/** A customer whose quarter ends on 20 Mar 2026, renewed by a mandate; the pass sends its notice 30 hours ahead. */
async function noticeSent(t: TestApp) {
  clock = new Date(ENDS_AT.getTime() - 48 * 3_600_000);
  const user = await createUser(t);
  await setTrialEnd(t, user.userId, null);
  await giveSubscription(t, user.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2026-03-20" });
  await giveMandate(t, user.userId);
  clock = new Date(ENDS_AT.getTime() - 30 * 3_600_000);
  expect(await runAutoRenewPass(t.app.deps)).toMatchObject({ notified: 1 });
  return user;
}

describe("the pre-debit notice by SMS", () => {
  it("goes through MSG91 under its own template, with the amount, the day, the card and the cancel link", async () => {
    const t = await createTestApp({ now: () => clock, env: { ...msg91(provider.url), MSG91_TEMPLATE_PRE_DEBIT_NOTICE: "64f0c0ffee0004" } });
    try {
      await noticeSent(t);
      await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
      expect(received[0]).toMatchObject({
        template_id: "64f0c0ffee0004",
        recipients: [
          {
            mobiles: "919876543210",
            what: "Investar Standard, Quarter plan",
            date: "21 Mar 2026",
            amount: formatMoney(2_941_00, "INR"),
            card: "VISA card ending 1111",
            link: expect.stringMatching(/\/api\/payment\/auto-renew\/cancel\?t=[A-Za-z0-9_-]+$/),
          },
        ],
      });
      const [row] = await t.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.kind, "pre-debit-notice"));
      expect(row!.text).toContain(
        `Investar: Investar Standard, Quarter plan renews automatically on 21 Mar 2026 for ${formatMoney(2_941_00, "INR")}`,
      );
    } finally {
      await t.close();
    }
  });

  it("is not sent where MSG91 has no template for it: the notice goes by mail only, and the site still starts deployed", async () => {
    const t = await createTestApp({ now: () => clock, env: msg91(provider.url) });
    try {
      const before = received.length;
      await noticeSent(t);
      expect(await t.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.kind, "pre-debit-notice"))).toEqual([]);
      expect(await t.db.select().from(schema.mailOutbox)).not.toEqual([]);
      expect(received.length).toBe(before);
    } finally {
      await t.close();
    }
    const deployed = loadConfig({
      PUBLIC_URL: "https://investar.example",
      SMTP_URL: "smtp://mail.example:587",
      SESSION_SECRET: "s".repeat(64),
      PAYMENT_GATEWAY: "simulator",
      ...msg91("https://control.msg91.com"),
    });
    expect(smsTemplatesStatus({ config: deployed })).toMatchObject({ complete: true });
    const check = await smsTemplatesCheck({ config: deployed } as AppDeps);
    expect(check).toMatchObject({ done: true });
    expect(check.detail).toContain("Optional, not set (those texts go by mail only): MSG91_TEMPLATE_PRE_DEBIT_NOTICE.");
  });
});
