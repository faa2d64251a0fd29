import { eq, inArray } from "drizzle-orm";
import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaToday, returnPeriodOf, type Gstr1Return } from "@investar/core";
import { schema } from "@investar/db";
import { exportTaxRegister } from "../src/features/gst-returns/services/export-tax-register.ts";
import { gstReturnsPageServices } from "../src/features/gst-returns/pages.ts";
import { gstr1JsonSchema } from "../src/features/gst-returns/services/gstr1-schema.ts";
import { createTestAppWithAdmin } from "./support/app-with-user.ts";
import { buyAtSimulator } from "./support/checkout.ts";
import { csvRows } from "./support/csv-rows.ts";
import { orderNamed } from "./support/payments.ts";
import { pdfText } from "./support/pdf-text.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { readTallyImport } from "./support/tally-xml.ts";
import type { TestApp } from "./support/test-app.ts";

// docs/business-rules.md#gst-returns, ADR 0037: a month of real purchases and refunds, and what its GSTR-1 holds.
let t: TestApp;
let admin: TestUser;
const validate = new Ajv({ allErrors: true, strict: true, strictRequired: false }).compile(gstr1JsonSchema);

const get = (url: string, user: TestUser | null = admin) => t.app.inject({ method: "GET", url, headers: user ? user.auth : {} });
const paise = (rupees: number) => Math.round(rupees * 100);

async function paymentData(user: TestUser, query: Record<string, string>) {
  const params = new URLSearchParams({ userId: String(user.userId), currency: "INR", ...query });
  const answer = await t.app.inject({ method: "POST", url: `/api/payment/GetPaymentData?${params}`, headers: user.auth });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function buy(user: TestUser, currency: "INR" | "USD" = "INR") {
  const { orderNumber } = await buyAtSimulator(t, user, { product: "Standard", plan: "Quarter", currency }, "Simulate success");
  const order = await orderNamed(t, orderNumber);
  const [invoice] = await t.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, order.id));
  return { order, invoice: invoice! };
}

/** RefundPayments as staff use it: amount in whole rupees or dollars; the whole payment when absent. */
async function refund(orderId: number, amount?: number) {
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/payment/RefundPayments",
    headers: admin.auth,
    payload: { paymentId: orderId, to: "wallet", ...(amount ? { amount } : {}) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const [note] = await t.db.select().from(schema.creditNotes).where(eq(schema.creditNotes.orderId, orderId));
  return note!;
}

let month: {
  fp: string;
  intra: Awaited<ReturnType<typeof buy>>;
  inter: Awaited<ReturnType<typeof buy>>;
  registered: Awaited<ReturnType<typeof buy>>;
  exported: Awaited<ReturnType<typeof buy>>;
  refundedIntra: Awaited<ReturnType<typeof buy>>;
  notes: {
    intra: typeof schema.creditNotes.$inferSelect;
    registered: typeof schema.creditNotes.$inferSelect;
    exported: typeof schema.creditNotes.$inferSelect;
  };
};

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin({ env: { INVOICE_USD_INR_RATE: "84.2575" } }));
  const intraBuyer = await createUser(t);
  const interBuyer = await createUser(t);
  await paymentData(interBuyer, { billingState: "Karnataka" });
  const registeredBuyer = await createUser(t);
  await paymentData(registeredBuyer, { gstIn: "33AAACH7409R1Z8" });
  const foreignBuyer = await createUser(t);
  const refundedBuyer = await createUser(t);

  const intra = await buy(intraBuyer);
  const inter = await buy(interBuyer);
  const registered = await buy(registeredBuyer);
  const exported = await buy(foreignBuyer, "USD");
  const refundedIntra = await buy(refundedBuyer);
  const notes = {
    intra: await refund(refundedIntra.order.id, 1000),
    registered: await refund(registered.order.id),
    exported: await refund(exported.order.id, 10),
  };
  // The month the documents were issued in (India's calendar), whatever the clock says when the test runs.
  const day = indiaToday(intra.invoice.issuedAt);
  month = {
    fp: returnPeriodOf(Number(day.slice(0, 4)), Number(day.slice(5, 7))).fp,
    intra,
    inter,
    registered,
    exported,
    refundedIntra,
    notes,
  };
});
afterAll(() => t.close());

describe("export invoices record their exchange rate (ADR 0037)", () => {
  it("a USD invoice keeps the rate of its day and its rupee value", () => {
    const { invoice } = month.exported;
    expect(invoice).toMatchObject({ currency: "USD", exchangeRate: "84.2575", supplyType: "export" });
    expect(invoice.totalInr).toBe(Math.round((invoice.total * 842575) / 10000));
    expect(month.intra.invoice.exchangeRate).toBeNull();
  });

  it("the export invoice's PDF prints the rate and the rupee value it used", async () => {
    const { invoice, order } = month.exported;
    const pdf = await get(`/api/payment/Invoice?orderId=${order.orderNumber}`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Exchange rate (INR per USD)");
    expect(text).toContain("84.2575");
    expect(text).toContain("Value in INR");
    expect(text).toContain(new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 }).format(invoice.totalInr! / 100));
  });
});

describe("GET /api/admin/gst/gstr1", () => {
  it("puts each document in its table, validates against the schema, and adds up to invoices minus credit notes", async () => {
    const answer = await get(`/api/admin/gst/gstr1?period=${month.fp}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-disposition"]).toContain(`GSTR1_27AAHCI4821M1Z9_${month.fp}.json`);
    const ret = answer.json() as Gstr1Return;
    expect(validate(ret), JSON.stringify(validate.errors)).toBe(true);
    expect(ret).toMatchObject({ gstin: "27AAHCI4821M1Z9", fp: month.fp });

    const { intra, inter, registered, exported, refundedIntra, notes } = month;
    expect(ret.b2b).toEqual([
      {
        ctin: "33AAACH7409R1Z8",
        inv: [
          expect.objectContaining({
            inum: registered.invoice.number,
            pos: "33",
            val: registered.invoice.total / 100,
            rchrg: "N",
            inv_typ: "R",
          }),
        ],
      },
    ]);
    expect(ret.b2b![0]!.inv[0]!.itms[0]!.itm_det).toEqual({
      rt: 18,
      txval: registered.invoice.taxableValue / 100,
      iamt: registered.invoice.igst / 100,
      camt: 0,
      samt: 0,
      csamt: 0,
    });
    expect(ret.b2cl).toBeUndefined();
    expect(ret.exp).toEqual([
      {
        exp_typ: "WOPAY",
        inv: [
          {
            inum: exported.invoice.number,
            idt: expect.stringMatching(/^\d\d-\d\d-\d{4}$/),
            val: exported.invoice.totalInr! / 100,
            itms: [{ txval: exported.invoice.totalInr! / 100, rt: 18, iamt: 0, csamt: 0 }],
          },
        ],
      },
    ]);
    expect(ret.cdnr).toEqual([
      {
        ctin: "33AAACH7409R1Z8",
        nt: [expect.objectContaining({ nt_num: notes.registered.number, val: notes.registered.total / 100, pos: "33" })],
      },
    ]);
    // $10 back on the export: in rupees at its invoice's rate.
    expect(ret.cdnur).toEqual([expect.objectContaining({ typ: "EXPWOP", nt_num: notes.exported.number, val: 842.58 })]);

    // B2C small: the intra-state sales, net of the small refund, on one row; the Karnataka sale on its own.
    const intraRow = ret.b2cs!.find((row) => row.pos === "27")!;
    expect(paise(intraRow.txval)).toBe(intra.invoice.taxableValue + refundedIntra.invoice.taxableValue - notes.intra.taxableValue);
    expect(paise(intraRow.camt) + paise(intraRow.samt)).toBe(
      intra.invoice.cgst +
        intra.invoice.sgst +
        refundedIntra.invoice.cgst +
        refundedIntra.invoice.sgst -
        notes.intra.cgst -
        notes.intra.sgst,
    );
    expect(ret.b2cs!.find((row) => row.pos === "29")).toMatchObject({
      sply_ty: "INTER",
      txval: inter.invoice.taxableValue / 100,
      iamt: inter.invoice.igst / 100,
    });
    expect(ret.b2cs).toHaveLength(2);

    // HSN: the registered buyer's sale and its full refund net to nothing; everyone else's in hsn_b2c.
    expect(ret.hsn!.hsn_b2b).toEqual([expect.objectContaining({ hsn_sc: "997331", txval: 0, iamt: 0 })]);
    const rupeeInvoices = [intra, inter, refundedIntra].reduce((sum, d) => sum + d.invoice.taxableValue, 0) + exported.invoice.totalInr!;
    const rupeeNotes = notes.intra.taxableValue + Math.round((notes.exported.total * 842575) / 10000);
    expect(paise(ret.hsn!.hsn_b2c![0]!.txval)).toBe(rupeeInvoices - rupeeNotes);

    const numbers = [intra, inter, registered, exported, refundedIntra].map((d) => d.invoice.number).sort();
    expect(ret.doc_issue!.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: "Invoices for outward supply",
        docs: [{ num: 1, from: numbers[0], to: numbers[4], totnum: 5, cancel: 0, net_issue: 5 }],
      },
      { doc_num: 5, doc_typ: "Credit Note", docs: [expect.objectContaining({ totnum: 3, cancel: 0 })] },
    ]);
  });

  it("a month with nothing in it is an empty but valid return", async () => {
    const answer = await get("/api/admin/gst/gstr1?period=072017");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(validate(answer.json())).toBe(true);
    expect(Object.keys(answer.json()).sort()).toEqual(["fp", "gstin", "hash", "version"]);
  });

  it("refuses a month before GST, one still to come and a malformed one with the reason", async () => {
    for (const [period, reason] of [
      ["062017", "GST began in July 2017"],
      ["012099", "not begun"],
      ["2026-07", "MMYYYY"],
    ]) {
      const answer = await get(`/api/admin/gst/gstr1?period=${period}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(reason);
    }
  });

  it("is for admins only", async () => {
    const user = await createUser(t);
    for (const url of [
      `/api/admin/gst/gstr1?period=${month.fp}`,
      `/api/admin/gst/gstr1/csv?period=${month.fp}&table=b2b`,
      `/api/admin/gst/tally?period=${month.fp}`,
      "/api/admin/gst/register?from=2026-01-01&to=2026-12-31",
    ]) {
      expect((await get(url, user)).statusCode).toBe(403);
      expect((await get(url, null)).statusCode).toBe(401);
    }
  });
});

describe("CSV per table and the page's summary", () => {
  it("each table's CSV lists its documents in the offline tool's columns", async () => {
    const b2b = await get(`/api/admin/gst/gstr1/csv?period=${month.fp}&table=b2b`);
    expect(b2b.statusCode).toBe(200);
    expect(b2b.headers["content-type"]).toContain("text/csv");
    expect(csvRows(b2b.body)).toEqual([
      expect.objectContaining({
        "GSTIN/UIN of Recipient": "33AAACH7409R1Z8",
        "Invoice Number": month.registered.invoice.number,
        "Place Of Supply": "33-Tamil Nadu",
      }),
    ]);
    const exp = csvRows((await get(`/api/admin/gst/gstr1/csv?period=${month.fp}&table=exp`)).body);
    expect(exp).toEqual([expect.objectContaining({ "Export Type": "WOPAY", "Invoice Number": month.exported.invoice.number })]);
    expect(csvRows((await get(`/api/admin/gst/gstr1/csv?period=${month.fp}&table=docs`)).body)).toHaveLength(2);
    expect((await get(`/api/admin/gst/gstr1/csv?period=${month.fp}&table=nope`)).statusCode).toBe(400);
  });

  it("the summary's net is the month's invoices minus its credit notes, to the paisa", async () => {
    const resolved = await gstReturnsPageServices(t.app.deps).getGstPage(month.fp);
    if (!resolved.ok) throw new Error(resolved.message);
    const docs = await t.db
      .select()
      .from(schema.invoices)
      .where(
        inArray(
          schema.invoices.number,
          [month.intra, month.inter, month.registered, month.exported, month.refundedIntra].map((d) => d.invoice.number),
        ),
      );
    const invoiceTotal = docs.reduce((sum, d) => sum + (d.totalInr ?? d.total), 0);
    const noteTotal = month.notes.intra.total + month.notes.registered.total + Math.round((month.notes.exported.total * 842575) / 10000);
    expect(resolved.summary.net.total).toBe(invoiceTotal - noteTotal);
    expect(resolved.summary.rows.find((r) => r.table === "cdnr")).toMatchObject({ documents: 1, total: -month.notes.registered.total });
  });
});

describe("Tally Prime vouchers", () => {
  it("imports the month's sales and credit notes with their ledgers, each voucher balanced", async () => {
    const answer = await get(`/api/admin/gst/tally?period=${month.fp}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toContain("application/xml");
    const { company, ledgers, vouchers } = readTallyImport(answer.body);
    expect(company).toBe("Investar Technologies Pvt. Ltd. (SAMPLE)");
    for (const name of ["Sales - Software Licences", "Export Sales (LUT)", "Output CGST", "Output SGST", "Output IGST"])
      expect(ledgers.has(name)).toBe(true);

    const { intra, inter, registered, exported, refundedIntra, notes } = month;
    expect(vouchers.filter((v) => v.type === "Sales").map((v) => v.number)).toEqual(
      [intra, inter, registered, exported, refundedIntra].map((d) => d.invoice.number).sort(),
    );
    expect(vouchers.filter((v) => v.type === "Credit Note").map((v) => v.number)).toEqual(
      [notes.intra, notes.registered, notes.exported].map((n) => n.number).sort(),
    );

    const b2b = vouchers.find((v) => v.number === registered.invoice.number)!;
    expect(b2b.partyGstin).toBe("33AAACH7409R1Z8");
    expect(ledgers.get(b2b.party)!.children.find((c) => c.name === "PARTYGSTIN")?.text).toBe("33AAACH7409R1Z8");
    expect(b2b.entries).toEqual([
      { ledger: b2b.party, amount: -registered.invoice.total },
      { ledger: "Sales - Software Licences", amount: registered.invoice.taxableValue },
      { ledger: "Output IGST", amount: registered.invoice.igst },
    ]);
    const sale = vouchers.find((v) => v.number === intra.invoice.number)!;
    expect(sale.entries.map((e) => e.ledger)).toEqual([sale.party, "Sales - Software Licences", "Output CGST", "Output SGST"]);
    // A credit note reverses: the party is credited, sales and tax debited.
    const credit = vouchers.find((v) => v.number === notes.intra.number)!;
    expect(credit.entries[0]).toEqual({ ledger: credit.party, amount: notes.intra.total });
    expect(vouchers.find((v) => v.number === exported.invoice.number)!.entries).toEqual([
      { ledger: expect.any(String), amount: -exported.invoice.totalInr! },
      { ledger: "Export Sales (LUT)", amount: exported.invoice.totalInr! },
    ]);
  });

  it("an empty month is an import with its ledgers and no voucher; a bad month is refused", async () => {
    const empty = await get("/api/admin/gst/tally?period=082017");
    expect(empty.statusCode).toBe(200);
    expect(readTallyImport(empty.body).vouchers).toEqual([]);
    expect((await get("/api/admin/gst/tally?period=012099")).statusCode).toBe(400);
  });
});

describe("the register of invoices and credit notes", () => {
  it("lists every document of the range in the order issued, with its rupee value, in pages", async () => {
    const day = indiaToday(month.intra.invoice.issuedAt);
    const answer = await get(`/api/admin/gst/register?from=${day}&to=${day}`);
    expect(answer.statusCode).toBe(200);
    const rows = csvRows(answer.body);
    const numbers = [month.intra, month.inter, month.registered, month.exported, month.refundedIntra].map((d) => d.invoice.number);
    expect(rows.filter((r) => r.Document === "Invoice").map((r) => r.Number)).toEqual(numbers);
    expect(rows.filter((r) => r.Document === "Credit note").map((r) => r["Against invoice"])).toEqual(
      [month.refundedIntra, month.registered, month.exported].map((d) => d.invoice.number),
    );
    // The notes were issued after every sale: the register is in the order documents were issued.
    expect(rows.map((r) => r.Document)).toEqual([...Array(5).fill("Invoice"), ...Array(3).fill("Credit note")]);
    expect(rows.find((r) => r.Number === month.exported.invoice.number)).toMatchObject({
      Currency: "USD",
      "Exchange rate (INR per USD)": "84.2575",
      "Total (INR)": (month.exported.invoice.totalInr! / 100).toFixed(2),
      "GSTR-1 table": "exp",
    });

    // Read two at a time, the pages join into the same file.
    const paged = exportTaxRegister(t.app.deps, { from: day, to: day }, 2);
    let text = "";
    for await (const chunk of paged) text += String(chunk);
    expect(csvRows(text)).toEqual(rows);
  });

  it("refuses dates that are not dates or run backwards", async () => {
    expect((await get("/api/admin/gst/register?from=2026-13-01&to=2026-12-31")).json().message).toContain("YYYY-MM-DD");
    const backwards = await get("/api/admin/gst/register?from=2026-02-01&to=2026-01-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain("ends before it starts");
  });
});
