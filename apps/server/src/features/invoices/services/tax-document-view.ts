/**
 * What a tax invoice or credit note shows, as text, from the stored document: the renderer only draws
 * this, and tests read it. Amounts are written with two decimals and Indian digit grouping for rupees
 * ("4,124.00"); the renderer puts the currency's sign before them. Headings are in Hindi and English, as GST
 * documents in India commonly are (docs/adr/0061-devanagari-in-tax-documents.md), for every customer alike.
 */
import {
  amountInWords,
  checkGstin,
  describeState,
  formatDay,
  gstStateCode,
  indiaToday,
  SAC_DESCRIPTION,
  SAC_SOFTWARE_LICENCE,
  taxRates,
  type Currency,
  type SupplierDetails,
  type CustomerDetails,
} from "@investar/core";
import type { Bilingual, PartyView, TaxDocumentView } from "../../../integrations/pdf/tax-document-view-types.ts";
import type { CreditNote } from "./issue-credit-note.ts";
import type { Invoice } from "./issue-invoice.ts";

const formatters: Record<Currency, Intl.NumberFormat> = {
  INR: new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  USD: new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

export function documentAmount(minor: number, currency: Currency): string {
  return formatters[currency].format(minor / 100);
}

const day = (at: Date) => formatDay(indiaToday(at));

const PLACE_OF_SUPPLY: Bilingual = { hi: "आपूर्ति का स्थान", en: "Place of supply" };

/** What a test document's title, notice and file name get (ADR 0012). */
function testMarks(isTest: boolean, kind: string, title: string, fileName: string) {
  if (!isTest) return { title, fileName, testNotice: null };
  return {
    title: `TEST ${title}`,
    fileName: `TEST-${fileName}`,
    testNotice: `TEST: issued by a test site running the payment simulator. No money was taken; this is not a valid ${kind}.`,
  };
}

function supplierView(s: SupplierDetails): PartyView {
  return {
    heading: "आपूर्तिकर्ता / Supplier",
    name: s.legalName,
    lines: [...s.addressLines, `GSTIN: ${s.gstin}`, `State: ${describeState(s.stateCode)}`, `Email: ${s.email}`],
  };
}

/**
 * The recipient as CGST Rules r.46 asks: name, address, GSTIN when registered, and the state with its
 * code, which is what makes the place of supply (and so CGST + SGST or IGST) checkable from the page.
 */
function customerView(c: CustomerDetails): PartyView {
  const lines = [...c.addressLines, `Email: ${c.email}`, `Customer ID: ${c.userId}`];
  if (c.gstin) lines.push(`GSTIN: ${c.gstin}`);
  // A registration's state is the one its GSTIN names (as for the place of supply), else the billing address's.
  const registered = c.gstin ? checkGstin(c.gstin) : null;
  const stateCode = registered?.ok ? registered.stateCode : gstStateCode(c.billingState);
  if (stateCode) lines.push(`State: ${describeState(stateCode)}`);
  return { heading: "बिल प्राप्तकर्ता / Bill to", name: c.name, lines };
}

type Taxed = Pick<Invoice, "currency" | "supplyType" | "taxableValue" | "cgst" | "sgst" | "igst" | "total" | "supplier">;

function taxTotals(doc: Taxed): TaxDocumentView["totals"] {
  const m = (minor: number) => documentAmount(minor, doc.currency);
  const rates = taxRates(doc.supplyType);
  const rows: TaxDocumentView["totals"] = [{ label: "कर योग्य मूल्य / Taxable value", amount: m(doc.taxableValue) }];
  if (doc.supplyType === "intraState")
    rows.push({ label: `CGST @ ${rates.cgst}%`, amount: m(doc.cgst) }, { label: `SGST @ ${rates.sgst}%`, amount: m(doc.sgst) });
  else if (doc.supplyType === "interState") rows.push({ label: `IGST @ ${rates.igst}%`, amount: m(doc.igst) });
  else rows.push({ label: "IGST @ 0% (zero-rated export)", amount: m(0) });
  return rows;
}

function taxNotes(doc: Taxed): string[] {
  const notes = [`SAC ${SAC_SOFTWARE_LICENCE}: ${SAC_DESCRIPTION}.`, "Tax payable on reverse charge: No."];
  if (doc.supplyType === "export") {
    const lut = doc.supplier.lutReference ? ` (LUT ARN ${doc.supplier.lutReference})` : "";
    notes.push(`Supply meant for export under letter of undertaking without payment of integrated tax${lut}.`);
  }
  return notes;
}

export function invoiceView(invoice: Invoice, orderNumber: string): TaxDocumentView {
  const m = (minor: number) => documentAmount(minor, invoice.currency);
  const subtotal = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
  const totals: TaxDocumentView["totals"] =
    invoice.discount > 0
      ? [
          { label: "उप-योग / Subtotal", amount: m(subtotal) },
          { label: "घटाएँ: छूट / Less: discount", amount: `-${m(invoice.discount)}` },
        ]
      : [];
  totals.push(...taxTotals(invoice), { label: `कुल / Total (${invoice.currency})`, amount: m(invoice.total), strong: true });
  // An export's value in rupees, at the rate it was invoiced at (CGST Rules r.34; ADR 0037).
  if (invoice.exchangeRate && invoice.totalInr !== null)
    totals.push(
      { label: "विनिमय दर / Exchange rate (INR per USD)", amount: invoice.exchangeRate, currency: null },
      { label: "INR में मूल्य / Value in INR", amount: documentAmount(invoice.totalInr, "INR"), currency: "INR" },
    );
  if (invoice.paidFromWallet > 0)
    totals.push(
      { label: "वॉलेट क्रेडिट से भुगतान / Paid from wallet credits", amount: m(invoice.paidFromWallet) },
      { label: "प्राप्त राशि / Amount received", amount: m(invoice.amountPaid) },
    );
  return {
    kind: "invoice",
    ...testMarks(invoice.isTest, "tax invoice", "कर बीजक / Tax Invoice", `${invoice.number.replaceAll("/", "-")}.pdf`),
    copyLabel: "प्राप्तकर्ता के लिए मूल प्रति / Original for recipient",
    number: invoice.number,
    facts: [
      [{ hi: "बीजक संख्या", en: "Invoice No." }, invoice.number],
      [{ hi: "बीजक की तारीख", en: "Invoice date" }, day(invoice.issuedAt)],
      [{ hi: "ऑर्डर संख्या", en: "Order No." }, orderNumber],
      [PLACE_OF_SUPPLY, invoice.placeOfSupply],
    ],
    supplier: supplierView(invoice.supplier),
    customer: customerView(invoice.customer),
    currency: invoice.currency,
    // A Hindi customer's line carries its item's Hindi name, beneath the English (hindi-names-for.ts).
    lines: invoice.lines.map((line) => ({
      description: line.nameHi ? `${line.description}\n${line.nameHi}` : line.description,
      sac: line.sac,
      amount: m(line.amount),
    })),
    totals,
    totalInWords: amountInWords(invoice.total, invoice.currency),
    notes: taxNotes(invoice),
    footer: "This is a computer-generated invoice.",
  };
}

export function creditNoteView(note: CreditNote, invoice: Pick<Invoice, "number" | "issuedAt" | "lines">): TaxDocumentView {
  const m = (minor: number) => documentAmount(minor, note.currency);
  return {
    kind: "creditNote",
    ...testMarks(note.isTest, "credit note", "जमा पत्र / Credit Note", `${note.number.replaceAll("/", "-")}.pdf`),
    copyLabel: "प्राप्तकर्ता के लिए मूल प्रति / Original for recipient",
    number: note.number,
    facts: [
      [{ hi: "जमा पत्र संख्या", en: "Credit note No." }, note.number],
      [{ hi: "तारीख", en: "Date" }, day(note.issuedAt)],
      [{ hi: "मूल बीजक", en: "Against invoice" }, `${invoice.number} of ${day(invoice.issuedAt)}`],
      [PLACE_OF_SUPPLY, note.placeOfSupply],
    ],
    supplier: supplierView(note.supplier),
    customer: customerView(note.customer),
    currency: note.currency,
    lines: [{ description: note.reason, sac: invoice.lines[0]?.sac ?? "", amount: m(note.taxableValue) }],
    totals: [...taxTotals(note), { label: `कुल जमा / Total credited (${note.currency})`, amount: m(note.total), strong: true }],
    totalInWords: amountInWords(note.total, note.currency),
    notes: taxNotes(note),
    footer: "This is a computer-generated credit note.",
  };
}
