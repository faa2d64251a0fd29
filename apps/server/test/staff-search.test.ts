/**
 * The back office's one search (docs/business-rules.md#staff-search): staff find the customer behind an
 * invoice or credit-note number, an order number, a UTR or cheque number, a GSTIN or a support reference,
 * and go straight there when one record matches exactly.
 */
import { describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { STAFF_SEARCH_EMPTY, supportReference } from "@investar/core";
import { payOrder } from "./support/invoices.ts";
import { submittedPayment } from "./support/manual-payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const t = suiteApp();
const admin = suiteUser(t, { role: "Admin" });
const meera = suiteUser(t, { name: "Meera Iyer" });
const ravi = suiteUser(t, { name: "Ravi Kumar" });

const search = (q: string, user: TestUser | null = admin) =>
  t.app.inject({ method: "GET", url: `/api/admin/Search?q=${encodeURIComponent(q)}`, headers: user?.auth ?? {} });

describe("who may search", () => {
  it("no token → 401, a customer → 403", async () => {
    expect((await search("Meera", null)).statusCode).toBe(401);
    expect((await search("Meera", meera)).statusCode).toBe(403);
  });
  it("empty, over-long or control-character text → 400 with the message on q", async () => {
    for (const q of ["", "   ", "x".repeat(201), "a\u0001b"]) {
      const res = await search(q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().errors?.q?.[0], JSON.stringify(q)).toBeTruthy();
    }
    expect((await search(" ")).json().message).toBe(STAFF_SEARCH_EMPTY);
  });
});

describe("finding a customer by a record", () => {
  it("an invoice number goes to the customer who was invoiced", async () => {
    const { invoice, order } = await payOrder(t, ravi.userId);
    await payOrder(t, meera.userId);
    const res = await search(invoice.number.toLowerCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.records).toHaveLength(1);
    expect(body.records[0]).toMatchObject({ kind: "invoice", label: invoice.number, customer: { userId: ravi.userId } });
    expect(body.goTo).toMatch(new RegExp(`^/admin/users/${ravi.userId}\\?invoicesOlder=[^#]+#invoices-heading$`));
    const byOrder = (await search(order.orderNumber)).json();
    expect(byOrder.goTo).toBe(`/admin/users/${ravi.userId}#orders-heading`);
  });

  it("an invoice older than the customer's newest ten opens their page at the invoice page that starts with it", async () => {
    const { invoice } = await payOrder(t, meera.userId);
    for (let n = 0; n < 11; n += 1) await payOrder(t, meera.userId);
    const { goTo } = (await search(invoice.number)).json() as { goTo: string };
    const position = new URL(goTo, "http://site").searchParams.get("invoicesOlder");
    const overview = await t.app.inject({
      method: "GET",
      url: `/api/admin/GetUserOverview?userId=${meera.userId}&invoicesOlder=${encodeURIComponent(position!)}`,
      headers: admin.auth,
    });
    expect(overview.statusCode, overview.body).toBe(200);
    const { taxDocuments, taxDocumentsPage } = overview.json() as {
      taxDocuments: Array<{ number: string }>;
      taxDocumentsPage: { newest: boolean };
    };
    expect(taxDocuments[0]!.number).toBe(invoice.number);
    expect(taxDocumentsPage.newest).toBe(false);
  });

  it("a UTR as the bank prints it (spaces, hyphens, lower case) goes to the customer who declared it", async () => {
    const payment = await submittedPayment(t, meera, "Online Transfer NEFT", { form: { reference: "N166240699990001" } });
    await submittedPayment(t, ravi, "Online Transfer NEFT");
    const body = (await search("n1662 4069-9990 001")).json();
    expect(body.records).toEqual([
      expect.objectContaining({ kind: "payment-reference", customer: expect.objectContaining({ userId: meera.userId }) }),
    ]);
    expect(body.records[0].detail).toContain(payment.orderNumber);
    expect(body.goTo).toBe(`/admin/users/${meera.userId}#orders-heading`);
  });

  it("a cheque number goes to its payment's customer", async () => {
    await submittedPayment(t, ravi, "Cheque", { form: { reference: "987654" }, selItems: { product: "Pro" } });
    const body = (await search("987654")).json();
    expect(body.records.map((r: { customer: { userId: number } }) => r.customer.userId)).toEqual([ravi.userId]);
  });

  it("a GSTIN finds the customer it is on file for and printed on their invoices, once", async () => {
    const buyer = await createUser(t, { name: "Kaveri Traders" });
    await t.db.insert(schema.customerTaxDetails).values({ userId: buyer.userId, gstin: "29AAGCB7383J1Z4", billingState: "Karnataka" });
    await payOrder(t, buyer.userId);
    const body = (await search(" 29aagcb7383j1z4 ")).json();
    expect(body.records).toHaveLength(1);
    expect(body.records[0]).toMatchObject({ kind: "gstin", customer: { userId: buyer.userId } });
    expect(body.records[0].detail).toBe("on file for the next invoice; on 1 invoice");
    expect(body.goTo).toBe(`/admin/users/${buyer.userId}#invoices-heading`);
  });

  it("a support reference finds the account that sent it, even when sent logged out", async () => {
    const [message] = await t.db
      .insert(schema.supportMessages)
      .values({ kind: "problem", userId: null, email: meera.email.toUpperCase(), body: { subject: "Charts blank" } })
      .returning();
    const body = (await search(supportReference(message!.id))).json();
    expect(body.records[0]).toMatchObject({ kind: "support-request", customer: { userId: meera.userId } });
    expect(body.goTo).toBe(`/admin/users/${meera.userId}#timeline-heading`);
  });
});

describe("customers and listing", () => {
  it("a whole email goes to its customer; part of a name lists the matches", async () => {
    expect((await search(meera.email.toUpperCase())).json().goTo).toBe(`/admin/users/${meera.userId}`);
    const partial = (await search("Meer")).json();
    expect(partial.goTo).toBeNull();
    expect(partial.customers.users.map((u: { userId: number }) => u.userId)).toContain(meera.userId);
  });
  it("nothing found: no records, no customers, nowhere to go", async () => {
    const body = (await search("INV/99-00/999999")).json();
    expect(body).toMatchObject({ records: [], customers: { total: 0 }, goTo: null });
  });
});
