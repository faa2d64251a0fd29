import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GatewayQueryError } from "../src/integrations/gateway/card-gateway.ts";
import { reconcilePendingOrders } from "../src/features/payments/jobs/reconcile-pending-orders.ts";
import { activationsOf, markActivation, orderNamed, payAtSimulator, pendingOrder, postForm, submit } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

const MINUTE = 60_000;
let clock = new Date();
let t: TestApp;
let buyer: TestUser;

beforeAll(async () => {
  ({ t, user: buyer } = await createTestAppWithUser({ onOrderPaid: markActivation, now: () => clock }));
});
afterAll(() => t.close());

const options = { afterMinutes: 15, abandonAfterMinutes: 24 * 60 };
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * MINUTE));
const reconcile = () => reconcilePendingOrders(t.app.deps, options);

describe("reconciliation of pending card orders (docs/architecture.md#flow-reconciliation)", () => {
  it("settles as paid, with one activation, an order paid at the gateway whose return never came", async () => {
    const { order, form } = await pendingOrder(t, buyer.userId);
    const lostReturn = await payAtSimulator(t, form, "Simulate success");

    later(5);
    expect((await reconcile()).checked).toBe(0); // the customer may still be paying
    later(15);
    expect(await reconcile()).toMatchObject({ checked: 1, paid: 1, errors: 0 });
    const paid = await orderNamed(t, order.orderNumber);
    expect(paid).toMatchObject({ status: "paid", reconcileAttempts: 1 });
    expect(paid.gatewayTrackingId).toMatch(/^\d{12}$/);
    expect(await activationsOf(t, order.orderNumber)).toBe(1);

    // Nothing left to do; and the return arriving late changes nothing either.
    expect((await reconcile()).checked).toBe(0);
    expect((await submit(t, lostReturn)).statusCode).toBe(303);
    expect(await activationsOf(t, order.orderNumber)).toBe(1);
  });

  it("settles a declined payment as failed, and leaves an order still on the gateway's page alone", async () => {
    const declined = await pendingOrder(t, buyer.userId);
    await payAtSimulator(t, declined.form, "Simulate failure");
    const stillPaying = await pendingOrder(t, buyer.userId);
    await postForm(t, stillPaying.form.action, stillPaying.form.fields); // page shown, nothing pressed: "Initiated"

    later(20);
    expect(await reconcile()).toMatchObject({ checked: 2, failed: 1, unchanged: 1 });
    expect((await orderNamed(t, declined.order.orderNumber)).status).toBe("failed");
    expect((await orderNamed(t, stillPaying.order.orderNumber)).status).toBe("pending");
    expect(await activationsOf(t, declined.order.orderNumber)).toBe(0);
  });

  it("marks failed, once abandoned, orders the gateway never saw or never got an outcome for", async () => {
    const neverSeen = await pendingOrder(t, buyer.userId);
    const opened = await pendingOrder(t, buyer.userId);
    await postForm(t, opened.form.action, opened.form.fields);

    later(20);
    await reconcile();
    expect((await orderNamed(t, neverSeen.order.orderNumber)).status).toBe("pending");
    later(24 * 60);
    await reconcile();
    for (const { order } of [neverSeen, opened]) {
      const settled = await orderNamed(t, order.orderNumber);
      expect(settled.status).toBe("failed");
      expect(settled.failureReason).toMatch(/^Abandoned: no outcome at the gateway after 1440 minutes/);
    }
  });

  it("keeps an order pending, and counts the attempt, while the gateway cannot be asked", async () => {
    const { order, form } = await pendingOrder(t, buyer.userId);
    await payAtSimulator(t, form, "Simulate success");
    later(20);
    const down = {
      ...t.app.deps,
      payments: {
        ...t.app.deps.payments,
        gateway: {
          ...t.app.deps.payments.gateway,
          queryStatus: async () => {
            throw new GatewayQueryError("status API unreachable: connect ECONNREFUSED");
          },
        },
      },
    };
    expect(await reconcilePendingOrders(down, options)).toMatchObject({ checked: 1, unchanged: 1, errors: 0 });
    expect(await orderNamed(t, order.orderNumber)).toMatchObject({ status: "pending", reconcileAttempts: 1 });

    expect(await reconcile()).toMatchObject({ paid: 1 });
    expect(await activationsOf(t, order.orderNumber)).toBe(1);
  });
});

describe("the job buildApp starts", () => {
  it("runs on its interval, settles what is due, and stops with the app", async () => {
    let appClock = new Date();
    const app = await createTestApp({
      onOrderPaid: markActivation,
      now: () => appClock,
      env: { PAYMENT_RECONCILE_INTERVAL_SECONDS: "1", PAYMENT_RECONCILE_AFTER_MINUTES: "15" },
    });
    try {
      const user = await createUser(app);
      const { order, form } = await pendingOrder(app, user.userId);
      await payAtSimulator(app, form, "Simulate success");
      appClock = new Date(appClock.getTime() + 20 * MINUTE);
      const deadline = Date.now() + 10_000;
      while ((await orderNamed(app, order.orderNumber)).status === "pending" && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect((await orderNamed(app, order.orderNumber)).status).toBe("paid");
      expect(await activationsOf(app, order.orderNumber)).toBe(1);
    } finally {
      await app.close();
    }
  });
});
