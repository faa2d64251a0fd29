import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, like, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import { SCALE_PASSWORD, ScaleDataExistsError, seedScale, type SeedScaleReport } from "../src/features/scale-data/index.ts";
import { seedScaleCommand } from "../src/boot/seed-scale-command.ts";
import { pdfText } from "./support/pdf-text.ts";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";

const USERS = 150;
let first: TestApp;
let second: TestApp;
let report: SeedScaleReport;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestApp(), createTestApp()]);
  report = await seedScale(first.app.deps, USERS, 7);
  await seedScale(second.app.deps, USERS, 7);
});
afterAll(() => Promise.all([first.close(), second.close()]));

/** What identifies the data set: every customer and every invoice's customer, number and total. */
async function fingerprint(t: TestApp) {
  const people = await t.db
    .select({ email: schema.users.email, name: schema.users.fullName, mobile: schema.users.mobileNo })
    .from(schema.users)
    .where(like(schema.users.email, "trader%"))
    .orderBy(asc(schema.users.email));
  const invoices = await t.db
    .select({ number: schema.invoices.number, total: schema.invoices.total, customer: schema.invoices.customer })
    .from(schema.invoices)
    .orderBy(asc(schema.invoices.number));
  return { people, invoices: invoices.map((i) => [i.number, i.total, i.customer.email]) };
}

describe(`the scale data set (${databaseKind})`, () => {
  it("holds the volumes in proportion to the customers: a tenth paying, their purchases, refunds and history", async () => {
    const { rows } = report;
    const payers = await first.db
      .select({ id: schema.userSubscriptions.userId })
      .from(schema.userSubscriptions)
      .innerJoin(schema.users, eq(schema.users.id, schema.userSubscriptions.userId))
      .where(like(schema.users.email, "trader%"));
    // The customers, plus the template buyers whose real purchases are cloned.
    expect(rows.users).toBeGreaterThanOrEqual(USERS);
    expect(rows.users).toBeLessThan(USERS + 20);
    expect(payers.length).toBeGreaterThan(USERS * 0.05);
    expect(payers.length).toBeLessThan(USERS * 0.15);
    expect(rows.invoices).toBe(rows.subscription_history);
    expect(rows.orders).toBeGreaterThan(rows.invoices + USERS);
    expect(rows.credit_notes).toBeGreaterThan(0);
    expect(rows.audit_log + rows.client_logs + rows.login_attempts).toBeGreaterThan(USERS * 15);
    expect(rows.mail_outbox).toBeGreaterThanOrEqual(USERS * 8);
  });

  it("gives a sign-up never activated no orders, as on the site: it cannot log in, and the retention pass removes it", async () => {
    const unactivated = await first.db
      .select({
        id: schema.users.id,
        orders: sql<number>`(select count(*) from orders where orders.user_id = users.id)`.mapWith(Number),
      })
      .from(schema.users)
      .where(sql`${schema.users.email} like 'trader%' and ${schema.users.isEmailVerified} = false`);
    expect(unactivated.length).toBeGreaterThan(USERS * 0.05);
    expect(unactivated.filter((user) => user.orders > 0)).toEqual([]);
  });

  it("is the same data set again from the same seed", async () => {
    const [a, b] = await Promise.all([fingerprint(first), fingerprint(second)]);
    expect(a.people).toHaveLength(USERS);
    expect(b).toEqual(a);
  });

  it("numbers invoices and credit notes consecutively in each financial year, and the next real invoice follows on", async () => {
    for (const table of [schema.invoices, schema.creditNotes]) {
      const years = await first.db
        .select({ year: table.financialYear, count: sql<number>`count(*)::int`, max: sql<number>`max(${table.serial})` })
        .from(table)
        .groupBy(table.financialYear);
      expect(years.length).toBeGreaterThan(1);
      for (const year of years) expect(year.max).toBe(year.count);
    }
    const counters = await first.db.select().from(schema.documentCounters);
    const invoiceYears = await first.db
      .select({ year: schema.invoices.financialYear, max: sql<number>`max(${schema.invoices.serial})` })
      .from(schema.invoices)
      .groupBy(schema.invoices.financialYear);
    for (const { year, max } of invoiceYears)
      expect(counters.find((c) => c.series === "invoice" && c.financialYear === year)?.lastSerial).toBe(max);
  });

  it("gives a paying customer a working account: they log in, list their invoices and download one made out to them", async () => {
    const [payer] = await first.db
      .select({ id: schema.users.id, email: schema.users.email, name: schema.users.fullName })
      .from(schema.users)
      .innerJoin(schema.userSubscriptions, eq(schema.userSubscriptions.userId, schema.users.id))
      .where(like(schema.users.email, "trader%"))
      .limit(1);
    const login = await first.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userName: payer!.email, password: SCALE_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().tokenString}` };
    const list = await first.app.inject({ method: "GET", url: `/api/payment/GetInvoices?userId=${payer!.id}`, headers: auth });
    expect(list.statusCode).toBe(200);
    const documents = list.json() as Array<{ kind: string; downloadUrl: string; number: string }>;
    expect(documents.length).toBeGreaterThan(0);
    const invoice = documents.find((d) => d.kind === "invoice")!;
    const pdf = await first.app.inject({ method: "GET", url: invoice.downloadUrl, headers: auth });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain(payer!.name);
  });

  it("refuses a second data set in the same database", async () => {
    await expect(seedScale(first.app.deps, USERS, 7)).rejects.toThrow(ScaleDataExistsError);
  });

  it("is refused on a deployed site, and asks for a sensible number of customers", async () => {
    await expect(seedScaleCommand({ ...first.config, mode: "deployed" }, [])).rejects.toThrow(/deployed site/);
    await expect(seedScaleCommand(first.config, ["--users", "12"])).rejects.toThrow(/from 100 to/);
    await expect(seedScaleCommand(first.config, ["--users"])).rejects.toThrow(/Usage: npm run cli -- seed-scale/);
  });
});
