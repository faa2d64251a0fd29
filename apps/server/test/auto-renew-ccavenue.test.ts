import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { runAutoRenewPass } from "../src/features/renewals/services/run-auto-renew-pass.ts";
import { readRegisteredMandate, standingInstructionFields } from "../src/integrations/gateway/ccavenue-mandate.ts";
import { subscriptionOf } from "./support/checkout.ts";
import { startCcavenueMandateStandIn } from "./support/ccavenue-mandate-stand-in.ts";
import { ordersOf } from "./support/mandates.ts";
import { giveSubscription, PRICING_NOW, setTrialEnd } from "./support/pricing.ts";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/** The CCAvenue adapter's standing instructions over real HTTP (ccavenue-mandate.ts). */
const workingKey = "ABCDEF0123456789ABCDEF0123456789";
const accessCode = "AVTEST00TEST00ABCD";
let t: TestApp;
let ccavenue: Awaited<ReturnType<typeof startCcavenueMandateStandIn>>;
let clock = PRICING_NOW;

beforeAll(async () => {
  ccavenue = await startCcavenueMandateStandIn(workingKey, accessCode);
  t = await createTestApp({ now: () => clock, env: ccavenue.env() });
});
afterAll(async () => {
  await t.close();
  await ccavenue.close();
});

describe("CCAvenue standing instructions", () => {
  it("asks for the mandate with the SI fields of the payment request and reads the SI fields of its response", () => {
    expect(standingInstructionFields({ merchantRef: "MR-1", upperLimit: 3_600_00, startDate: "2026-06-21", frequency: "Quarter" })).toEqual(
      {
        si_type: "ONDEMAND",
        si_mer_ref_no: "MR-1",
        si_is_setup_amt: "Y",
        si_amount: "3600.00",
        si_start_date: "21-06-2026",
        si_frequency_type: "MONTH",
        si_frequency: "3",
        si_bill_cycle: "40",
      },
    );
    expect(
      readRegisteredMandate({
        si_created: "Y",
        si_ref_no: "SI1",
        si_sub_ref_no: "SUB1",
        si_mer_ref_no: "MR-1",
        si_status: "ACTI",
        card_name: "MasterCard",
        card_number: "5123XXXXXXXX4242",
        card_expiry: "0828",
      }),
    ).toEqual({
      created: true,
      merchantRef: "MR-1",
      refNo: "SI1",
      subRefNo: "SUB1",
      status: "ACTI",
      cardNetwork: "MasterCard",
      cardLast4: "4242",
      cardExpiry: "2028-08",
    });
    expect(readRegisteredMandate({ si_created: "N", si_status: "Card not eligible for SI" })).toEqual({
      created: false,
      reason: "Card not eligible for SI",
    });
  });

  it("charges a debit with the charge call and settles it from the status query", async () => {
    const user = await createUser(t);
    await setTrialEnd(t, user.userId, null);
    await giveSubscription(t, user.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2026-03-20" });
    await t.db.insert(schema.cardMandates).values({
      userId: user.userId,
      kind: "tool",
      currency: "INR",
      upperLimit: 20_000_00,
      frequency: "Quarter",
      merchantRef: "MR-CCAV-1",
      gatewayRef: "SI-REF-1",
      gatewaySubRef: "SI-SUB-1",
      cardNetwork: "VISA",
      cardLast4: "1111",
      orderNumber: "INV-2026-0000000000",
      createdAt: clock,
    });
    clock = new Date("2026-03-19T12:00:00Z");
    expect(await runAutoRenewPass(t.app.deps)).toMatchObject({ notified: 1 });
    ccavenue.answers.set("chargeSI", { si_charge_status: "0", si_error_desc: "" });
    clock = new Date("2026-03-20T18:30:00Z");
    // The stand-in learns the charge reference from the call and books it as CCAvenue would.
    const statuses = ccavenue.statuses;
    const original = ccavenue.calls.push.bind(ccavenue.calls);
    ccavenue.calls.push = (...items) => {
      for (const { command, payload } of items)
        if (command === "chargeSI")
          statuses.set(String(payload.si_mer_charge_ref_no), {
            status: 0,
            order_no: payload.si_mer_charge_ref_no,
            reference_no: 313009876543,
            order_status: "Successful",
            order_amt: Number(payload.si_amount),
            order_currncy: payload.si_currency,
          });
      return original(...items);
    };
    expect(await runAutoRenewPass(t.app.deps)).toMatchObject({ paid: 1 });
    ccavenue.calls.push = original;
    const [order] = await ordersOf(t, user.userId);
    const charge = ccavenue.calls.find((call) => call.command === "chargeSI")!;
    expect(charge.payload).toEqual({
      si_sub_ref_no: "SI-SUB-1",
      si_mer_charge_ref_no: order!.orderNumber,
      si_amount: (order!.amount / 100).toFixed(2),
      si_currency: "INR",
    });
    expect(order).toMatchObject({ status: "paid", gatewayTrackingId: "313009876543" });
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ expiryDate: "2026-06-20" });
  });

  it("a charge CCAvenue refuses fails the attempt and schedules the retry", async () => {
    const user = await createUser(t);
    await setTrialEnd(t, user.userId, null);
    await giveSubscription(t, user.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2026-04-20" });
    const [mandate] = await t.db
      .insert(schema.cardMandates)
      .values({
        userId: user.userId,
        kind: "tool",
        currency: "INR",
        upperLimit: 20_000_00,
        frequency: "Quarter",
        merchantRef: "MR-CCAV-2",
        gatewayRef: "SI-REF-2",
        gatewaySubRef: "SI-SUB-2",
        orderNumber: "INV-2026-0000000001",
        createdAt: clock,
      })
      .returning();
    clock = new Date("2026-04-19T12:00:00Z");
    await runAutoRenewPass(t.app.deps);
    ccavenue.answers.set("chargeSI", { si_charge_status: "1", si_error_desc: "Insufficient funds" });
    clock = new Date("2026-04-20T18:30:00Z");
    expect(await runAutoRenewPass(t.app.deps)).toMatchObject({ failed: 1 });
    const debits = await t.db.select().from(schema.mandateDebits).where(eq(schema.mandateDebits.mandateId, mandate!.id));
    expect(debits.map((debit) => [debit.attempt, debit.status])).toEqual([
      [1, "failed"],
      [2, "notified"],
    ]);
    expect(debits[0]!.failureReason).toContain("Insufficient funds");
  });
});
