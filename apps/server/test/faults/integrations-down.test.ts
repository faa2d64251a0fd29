/**
 * ADR 0013: the SMS provider answering 500 and the gateway's status API failing. The customer's call
 * still succeeds (the text waits in the outbox, the order stays pending), the readiness report shows it
 * (error texts to admins only), and both recover by themselves.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCcavenueStandIn } from "../support/ccavenue-stand-in.ts";
import { activationsOf, markActivation, orderNamed, pendingOrder } from "../support/payments.ts";
import { createUser, type TestUser } from "../support/sessions.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const workingKey = "ABCDEF0123456789ABCDEF0123456789";
const accessCode = "AVTEST00TEST00ABCD";

let providerStatus = 500;
const texts: { to: string; text: string }[] = [];
const provider = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    if (providerStatus < 300) texts.push(JSON.parse(body) as { to: string; text: string });
    response.writeHead(providerStatus).end();
  });
});

let t: TestApp;
let admin: TestUser;
let ccavenue: Awaited<ReturnType<typeof startCcavenueStandIn>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  ccavenue = await startCcavenueStandIn(workingKey, accessCode);
  t = await createTestApp({
    onOrderPaid: markActivation,
    env: {
      SMS_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`,
      OUTBOX_RETRY_SECONDS: "1",
      ...ccavenue.env(),
      PAYMENT_RECONCILE_INTERVAL_SECONDS: "1",
      PAYMENT_RECONCILE_AFTER_MINUTES: "0",
    },
  });
  admin = await createUser(t, { role: "Admin" });
});
afterAll(async () => {
  await t.close();
  await ccavenue.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

const readiness = async (headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: "GET", url: "/api/health/ready", headers });
  return { status: response.statusCode, body: response.json() };
};

describe("the SMS provider answering 500", () => {
  it("keeps the code in the outbox, reports it, and sends it once when the provider recovers", async () => {
    const user = await createUser(t);
    const asked = await t.app.inject({
      method: "GET",
      url: `/api/auth/GetVerificationCode?userId=${user.userId}&mobileNumber=9820099999`,
      headers: user.auth,
    });
    expect(asked.statusCode).toBe(200);

    await expect.poll(async () => (await readiness()).body.sms.status, { timeout: 10_000 }).toBe("degraded");
    const seen = await readiness();
    // Degraded, still ready: the instance keeps serving, the text waits.
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ status: "degraded", database: { status: "ok" }, sms: { pending: 1 } });
    expect(seen.body.sms.lastError).toBeUndefined();
    expect((await readiness(admin.auth)).body.sms.lastError).toBe("SMS provider answered 500");

    providerStatus = 202;
    await expect.poll(() => texts.length, { timeout: 15_000 }).toBe(1);
    expect(texts[0]).toMatchObject({ to: "9820099999" });
    await expect.poll(async () => (await readiness()).body.sms, { timeout: 5_000 }).toMatchObject({ status: "ok", pending: 0 });
    expect(texts).toHaveLength(1);
  });
});

describe("the gateway's status API failing", () => {
  it("leaves the order pending, reports it, and settles it once the API answers again", async () => {
    const buyer = await createUser(t);
    const { order } = await pendingOrder(t, buyer.userId);
    // What a proxy in front of a status API that timed out answers.
    ccavenue.answers.set(order.orderNumber, { status: 504, body: "upstream request timeout" });

    await expect.poll(async () => (await readiness()).body.gateway.status, { timeout: 10_000 }).toBe("degraded");
    const seen = await readiness(admin.auth);
    expect(seen.status).toBe(200);
    expect(seen.body.gateway).toMatchObject({ unreachable: 1, pendingOrders: 1, lastError: "status API answered HTTP 504" });
    expect((await orderNamed(t, order.orderNumber)).status).toBe("pending");

    ccavenue.answers.set(order.orderNumber, {
      json: {
        status: 0,
        order_no: order.orderNumber,
        reference_no: 313009876543,
        order_currncy: "INR",
        error_desc: "",
        order_status: "Shipped",
        order_amt: order.amount / 100,
      },
    });
    await expect.poll(async () => (await orderNamed(t, order.orderNumber)).status, { timeout: 10_000 }).toBe("paid");
    expect(await activationsOf(t, order.orderNumber)).toBe(1);
    await expect.poll(async () => (await readiness()).body.gateway, { timeout: 5_000 }).toMatchObject({ status: "ok", pendingOrders: 0 });
  });
});
