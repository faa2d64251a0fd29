/**
 * The dashboard's revenue comes from revenue_months, kept by triggers on invoices and credit notes (ADR 0055):
 * after real purchases, and after documents move between months, every month of both currencies equals a
 * direct sum over the documents, to the paisa.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema, type Executor } from "@investar/db";
import { buyAtSimulator } from "./support/checkout.ts";
import { createTestAppWithAdmin } from "./support/app-with-user.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

type Totals = Record<string, number>;

/** Net taxable value by India month and currency, summed over the documents themselves. */
async function directTotals(db: Executor): Promise<Totals> {
  const result = (await db.execute(sql`
    select month, currency, sum(amount)::bigint as amount from (
      select to_char(issued_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month, currency, taxable_value as amount from invoices
      union all
      select to_char(issued_at at time zone 'Asia/Kolkata', 'YYYY-MM'), currency, -taxable_value from credit_notes
    ) documents group by month, currency`)) as unknown as { rows: Array<{ month: string; currency: string; amount: string | number }> };
  return Object.fromEntries(
    result.rows.filter((row) => Number(row.amount) !== 0).map((row) => [`${row.month} ${row.currency}`, Number(row.amount)]),
  );
}

/** The same from the counters. */
async function counterTotals(db: Executor): Promise<Totals> {
  const rows = await db.select().from(schema.revenueMonths);
  const totals: Totals = {};
  for (const row of rows) {
    const key = `${row.month} ${row.currency}`;
    totals[key] = (totals[key] ?? 0) + (row.document === "invoice" ? row.taxableValue : -row.taxableValue);
  }
  return Object.fromEntries(Object.entries(totals).filter(([, amount]) => amount !== 0));
}

describe("revenue by month from the counters", () => {
  it("equals a direct sum over invoices and credit notes after purchases", async () => {
    expect(await counterTotals(t.db)).toEqual(await directTotals(t.db));
    const buyer = await createUser(t);
    await buyAtSimulator(t, buyer, { product: "Standard", plan: "Quarter" }, "Simulate success");
    await buyAtSimulator(t, await createUser(t), { product: "Pro", plan: "Annual" }, "Simulate success");
    const direct = await directTotals(t.db);
    expect(Object.keys(direct).length).toBeGreaterThan(0);
    expect(await counterTotals(t.db)).toEqual(direct);

    // The dashboard shows this month's INR net of GST in rupees from the same counters.
    const response = await t.app.inject({ method: "GET", url: "/api/admin/GetAdminDashboard", headers: admin.auth });
    const dashboard = response.json() as { to: string; revenue: { INR: Array<{ month: string; amount: number }> } };
    const month = dashboard.to.slice(0, 7);
    expect(dashboard.revenue.INR.at(-1)).toMatchObject({ month, amount: (direct[`${month} INR`] ?? 0) / 100 });
  });

  it("follows a document moved to another month, and a rolled-back issue leaves no trace", async () => {
    await t.db
      .transaction(async (tx) => {
        // Issue dates never change in the product; the counters follow whatever a statement does.
        await tx.execute(sql`update invoices set issued_at = issued_at - interval '40 days' where id = (select min(id) from invoices)`);
        expect(await counterTotals(tx)).toEqual(await directTotals(tx));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message.includes("Rollback"))) throw error;
      });
    expect(await counterTotals(t.db)).toEqual(await directTotals(t.db));
  });
});
