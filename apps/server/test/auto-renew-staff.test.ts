import { describe, expect, it } from "vitest";
import { formatMoney, renewalDebitSelection } from "@investar/core";
import { quotePrice } from "../src/features/catalogue/index.ts";
import { autoRenewFigures } from "../src/features/renewals/index.ts";
import { runAutoRenewPass } from "../src/features/renewals/services/run-auto-renew-pass.ts";
import { chooseSimulatedDebitAnswer } from "../src/integrations/gateway/simulator/simulator-mandates.ts";
import { debitsOf, giveMandate, ordersOf } from "./support/mandates.ts";
import { giveSubscription, PRICING_NOW, setTrialEnd } from "./support/pricing.ts";
import { recordStatements } from "./support/query-plans.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { suiteAppWithMail, suiteUser } from "./support/suite.ts";

let clock = PRICING_NOW;
const HOUR = 3_600_000;
/** The first customer's quarter ends on 12 Mar 2026 (18:30 UTC is midnight in India). */
const ENDS_AT = new Date("2026-03-12T18:30:00Z");
const at = (offsetHours: number) => new Date(ENDS_AT.getTime() + offsetHours * HOUR);
const pass = (moment: Date) => {
  clock = moment;
  return runAutoRenewPass(t.app.deps);
};

const { t } = suiteAppWithMail({ now: () => clock, web: true });
const admin = suiteUser(t, { role: "Admin" });

async function autoRenewing(expiryDate: string) {
  const user = await createUser(t);
  await setTrialEnd(t, user.userId, null);
  await giveSubscription(t, user.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate });
  return { user, mandate: await giveMandate(t, user.userId) };
}

const renewalPrice = async (user: TestUser, moment: Date) =>
  (
    await quotePrice(
      { ...t.app.deps, now: () => moment },
      user.userId,
      renewalDebitSelection(
        { product: "Standard", plan: "Quarter", addons: [], licenseType: null, noOfLicenses: 1, isMobile: false },
        "INR",
      ),
    )
  ).total;

const page = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: `investar_session=${admin.token}` } });

describe("staff see auto-renew", () => {
  let customer: TestUser;

  it("a customer's page lists the mandate, each debit with its charge reference, and the failure", async () => {
    clock = PRICING_NOW;
    const { user, mandate } = await autoRenewing("2026-03-12");
    customer = user;
    await chooseSimulatedDebitAnswer(t.db, mandate.gatewaySubRef, "fail");
    await pass(at(-30));
    expect(await pass(at(0))).toMatchObject({ failed: 1 });
    await chooseSimulatedDebitAnswer(t.db, mandate.gatewaySubRef, "succeed");
    expect(await pass(at(24))).toMatchObject({ paid: 1 });
    const [failed, paid] = await debitsOf(t, mandate.id);
    const [order] = await ordersOf(t, user.userId, "paid");

    const res = await t.app.inject({ method: "GET", url: `/api/admin/GetUserOverview?userId=${user.userId}`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    const { autoRenew } = res.json();
    expect(autoRenew.mandates).toEqual([
      expect.objectContaining({
        id: mandate.id,
        status: "active",
        cardNetwork: "VISA",
        cardLast4: "1111",
        upperLimit: 20_000_00,
        endedAt: null,
      }),
    ]);
    expect(autoRenew.debits).toMatchObject([
      { attempt: 2, status: "paid", chargeRef: order!.orderNumber, amount: paid!.amount, periodEnd: "2026-03-12" },
      { attempt: 1, status: "failed", chargeRef: failed!.chargeRef, failureReason: failed!.failureReason },
    ]);

    const html = (await page(`/admin/users/${user.userId}`)).body;
    expect(html).toContain("Auto-renew");
    expect(html).toContain("VISA ending 1111");
    expect(html).toContain(formatMoney(20_000_00, "INR"));
    expect(html).toContain(order!.orderNumber);
    expect(html).toContain(failed!.chargeRef!);
    expect(html).toContain("Failures");
    expect(html).toContain(failed!.failureReason!.replaceAll("'", "&#x27;"));
  });

  it("a customer without a mandate is said to renew by hand; a non-admin cannot read another's mandates", async () => {
    const other = await createUser(t);
    expect((await page(`/admin/users/${other.userId}`)).body).toContain("No auto-renew mandate: this customer renews by hand.");
    const denied = await t.app.inject({ method: "GET", url: `/api/admin/GetUserOverview?userId=${customer.userId}`, headers: other.auth });
    expect(denied.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/admin/GetUserOverview?userId=${customer.userId}` })).statusCode).toBe(401);
  });

  it("the dashboard counts active mandates, the next 7 days' debits and their amount, and failed and recovered debits per month", async () => {
    clock = at(26);
    // Due within the week (its quarter ends 17 Mar), after the week (30 Mar), and one cancelled: only the first is upcoming.
    const soon = await autoRenewing("2026-03-17");
    await autoRenewing("2026-03-30");
    const cancelled = await autoRenewing("2026-03-16");
    await t.db.execute(`update card_mandates set status = 'cancelled', ended_at = now() where id = ${cancelled.mandate.id}`);

    const res = await t.app.inject({ method: "GET", url: "/api/admin/GetAdminDashboard", headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    const { autoRenew } = res.json();
    const amount = await renewalPrice(soon.user, new Date("2026-03-17T18:30:00Z"));
    expect(autoRenew.activeMandates).toBe(3);
    expect(autoRenew.upcoming).toEqual({ count: 1, amount: { INR: amount / 100, USD: 0 } });
    expect(autoRenew.months).toHaveLength(12);
    expect(autoRenew.months.at(-1)).toEqual({ month: "2026-03", failed: 1, recovered: 1 });

    const html = (await page("/admin")).body;
    expect(html).toContain("Active auto-renew mandates");
    expect(html).toContain(`${formatMoney(amount, "INR")} to be charged`);
    expect(html).toContain("Auto-renew debits per month");

    const csv = await t.app.inject({ method: "GET", url: "/api/admin/ExportDashboard?series=auto-renew", headers: admin.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("2026-03,1,1");
  });

  it("prices the week's coming debits with the same few queries however many there are", async () => {
    clock = at(26);
    const figures = async () => {
      let result!: Awaited<ReturnType<typeof autoRenewFigures>>;
      const statements = await recordStatements(t.db, async () => (result = await autoRenewFigures(t.app.deps, ["2026-03"])));
      return { upcoming: result.upcoming, statements: statements.length };
    };
    await autoRenewing("2026-03-15");
    const before = await figures();
    const added = await Promise.all(["2026-03-14", "2026-03-15", "2026-03-16", "2026-03-17"].map((day) => autoRenewing(day)));
    const after = await figures();
    expect(after.statements).toBe(before.statements);
    expect(after.upcoming.count).toBe(before.upcoming.count + added.length);
    const each = await renewalPrice(added[0]!.user, new Date("2026-03-14T18:30:00Z"));
    expect(after.upcoming.amount.INR).toBe(before.upcoming.amount.INR + added.length * each);
  });
});
