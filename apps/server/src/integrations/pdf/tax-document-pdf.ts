/**
 * Draws a tax invoice or credit note on one A4 page, its headings in Hindi and English, in Noto Sans
 * Devanagari with the rupee sign before amounts (docs/adr/0061-devanagari-in-tax-documents.md). All text
 * comes from the view (services/invoices/tax-document-view.ts): this file only decides where it goes.
 */
import PDFDocument from "pdfkit";
import { BOLD, REGULAR, signedAmount, useDocumentFonts } from "./document-fonts.ts";
import { ACCENT, BAND, collectPdf, INK, MUTED, RULE } from "./pdf-document.ts";
import type { PartyView, TaxDocumentView } from "./tax-document-view-types.ts";

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const ALARM = "#c92a2a";

/** Columns of the lines table: x and width. */
const COL = { no: [MARGIN, 24], description: [MARGIN + 28, 330], sac: [MARGIN + 362, 58], amount: [MARGIN + 420, 95] } as const;
// Wide enough for the longest bilingual label ("विनिमय दर / Exchange rate (INR per USD)") on one line.
const TOTALS_LABEL: readonly [number, number] = [MARGIN + 170, 245];
/** Where the facts beside the supplier start: their Hindi and English labels, then the value at the right. */
const FACTS_X = 290;

export function renderTaxDocumentPdf(view: TaxDocumentView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `${view.title} ${view.number}`,
      Author: view.supplier.name,
      Subject: `${view.title} ${view.number} for ${view.customer.name}`,
    },
  });
  useDocumentFonts(doc);
  const done = collectPdf(doc);
  let y = header(doc, view);
  y = party(doc, view.customer, MARGIN, y + 14, 300);
  y = linesTable(doc, view, y + 16);
  y = totals(doc, view, y + 8);
  y = words(doc, view, y + 14);
  notes(doc, view, y + 12);
  footer(doc, view.footer);
  doc.end();
  return done;
}

function rule(doc: Doc, y: number, from = MARGIN, to = doc.page.width - MARGIN): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.7).strokeColor(RULE).stroke();
}

/** Supplier at the left, title and facts at the right; returns the y below both. */
function header(doc: Doc, view: TaxDocumentView): number {
  const right = doc.page.width - MARGIN;
  doc
    .font(BOLD)
    .fontSize(18)
    .fillColor(ACCENT)
    .text(view.title, MARGIN, MARGIN, { width: right - MARGIN, align: "right" });
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor(MUTED)
    .text(view.copyLabel, MARGIN, doc.y, { width: right - MARGIN, align: "right" });
  const noticeBottom = view.testNotice ? testNotice(doc, view.testNotice, right) : 0;
  const supplierBottom = party(doc, view.supplier, MARGIN, MARGIN, FACTS_X - MARGIN - 10, true);
  let y = Math.max(MARGIN + 38, noticeBottom + 6);
  for (const [label, value] of view.facts) {
    doc.font(REGULAR).fontSize(7.5).fillColor(MUTED).text(label.hi, FACTS_X, y, { width: 90 });
    doc.fontSize(8.5).text(label.en, FACTS_X, doc.y, { width: 90 });
    const below = doc.y;
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(INK)
      .text(value, FACTS_X + 90, y + 4, { width: right - FACTS_X - 90, align: "right" });
    y = Math.max(below, doc.y) + 4;
  }
  const bottom = Math.max(supplierBottom, y) + 8;
  rule(doc, bottom);
  return bottom;
}

/** A test document's warning, in red at the right under the title, above the facts. */
function testNotice(doc: Doc, text: string, right: number): number {
  doc
    .font(BOLD)
    .fontSize(8.5)
    .fillColor(ALARM)
    .text(text, 310, doc.y + 2, { width: right - 310, align: "right" });
  return doc.y;
}

function party(doc: Doc, p: PartyView, x: number, y: number, width: number, large = false): number {
  let top = y;
  if (!large) {
    // No letter spacing: it would pull a Devanagari word's joined letters apart.
    doc.font(BOLD).fontSize(8).fillColor(MUTED).text(p.heading, x, top, { width });
    top = doc.y + 2;
  }
  doc
    .font(BOLD)
    .fontSize(large ? 14 : 10.5)
    .fillColor(INK)
    .text(p.name, x, top, { width });
  doc.font(REGULAR).fontSize(9).fillColor(INK);
  for (const line of p.lines) doc.text(line, x, doc.y + 1, { width });
  return doc.y;
}

function cell(doc: Doc, text: string, [x, width]: readonly [number, number], y: number, align: "left" | "right" = "left"): void {
  doc.text(text, x, y, { width, align });
}

function linesTable(doc: Doc, view: TaxDocumentView, y: number): number {
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(MARGIN, y, width, 20).fill(BAND);
  doc.font(BOLD).fontSize(9).fillColor(INK);
  const headY = y + 6;
  cell(doc, "#", COL.no, headY);
  cell(doc, "सेवा का विवरण / Description of service", COL.description, headY);
  cell(doc, "SAC", COL.sac, headY);
  cell(doc, `राशि / Amount (${view.currency})`, COL.amount, headY, "right");
  let rowY = y + 26;
  doc.font(REGULAR).fontSize(9);
  view.lines.forEach((line, index) => {
    const height = doc.heightOfString(line.description, { width: COL.description[1] });
    cell(doc, String(index + 1), COL.no, rowY);
    cell(doc, line.description, COL.description, rowY);
    cell(doc, line.sac, COL.sac, rowY);
    cell(doc, signedAmount(line.amount, view.currency), COL.amount, rowY, "right");
    rowY += height + 8;
    rule(doc, rowY - 4);
  });
  return rowY;
}

function totals(doc: Doc, view: TaxDocumentView, y: number): number {
  let rowY = y;
  for (const row of view.totals) {
    if (row.strong) {
      rule(doc, rowY - 2, TOTALS_LABEL[0]);
      rowY += 3;
    }
    doc
      .font(row.strong ? BOLD : REGULAR)
      .fontSize(row.strong ? 10.5 : 9)
      .fillColor(INK);
    cell(doc, row.label, TOTALS_LABEL, rowY);
    // A row in another currency (the value in INR of an export) names its own; a rate has none.
    const currency = row.currency === undefined ? view.currency : row.currency;
    cell(doc, currency ? signedAmount(row.amount, currency) : row.amount, COL.amount, rowY, "right");
    rowY = doc.y + (row.strong ? 6 : 4);
  }
  return rowY;
}

function words(doc: Doc, view: TaxDocumentView, y: number): number {
  const width = doc.page.width - 2 * MARGIN;
  doc.font(REGULAR).fontSize(8.5).fillColor(MUTED).text("राशि शब्दों में / Amount in words", MARGIN, y, { width });
  doc
    .font(BOLD)
    .fontSize(10)
    .fillColor(INK)
    .text(view.totalInWords, MARGIN, doc.y + 2, { width });
  return doc.y;
}

function notes(doc: Doc, view: TaxDocumentView, y: number): void {
  const width = doc.page.width - 2 * MARGIN;
  rule(doc, y);
  doc.font(REGULAR).fontSize(8.5).fillColor(MUTED);
  doc.text(view.notes[0] ?? "", MARGIN, y + 8, { width });
  for (const note of view.notes.slice(1)) doc.text(note, MARGIN, doc.y + 2, { width });
}

/** At the foot of the page: the bottom margin is lifted for it, or pdfkit would start a new page. */
function footer(doc: Doc, text: string): void {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(text, MARGIN, doc.page.height - MARGIN - 10, { width: doc.page.width - 2 * MARGIN, align: "center" });
  doc.page.margins.bottom = bottom;
}
