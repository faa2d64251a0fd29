/**
 * Draws a customer's statement on landscape A4 pages in Noto Sans Devanagari, its headings in Hindi and English and
 * its amounts with the rupee sign, as the tax documents are (docs/adr/0061-devanagari-in-tax-documents.md). Tables
 * run over as many pages as they need, repeating their column heads. All text comes from the view.
 */
import PDFDocument from "pdfkit";
import { BOLD, REGULAR, useDocumentFonts } from "./document-fonts.ts";
import { ACCENT, BAND, collectPdf, INK, MUTED, RULE } from "./pdf-document.ts";
import type { StatementTableView, StatementView } from "./statement-view-types.ts";

type Doc = PDFKit.PDFDocument;

const MARGIN = 36;
const FONT_SIZE = 8;

export function renderStatementPdf(view: StatementView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: MARGIN,
    info: {
      Title: `${view.title} ${view.subtitle}`,
      Author: view.supplier?.name ?? "",
      Subject: `${view.title} for ${view.customer.name}`,
    },
  });
  useDocumentFonts(doc);
  const done = collectPdf(doc);
  let y = header(doc, view);
  for (const table of view.tables) y = drawTable(doc, table, y + 14);
  notes(doc, view.notes, y + 14);
  doc.end();
  return done;
}

const right = (doc: Doc) => doc.page.width - MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN;

function rule(doc: Doc, y: number): void {
  doc.moveTo(MARGIN, y).lineTo(right(doc), y).lineWidth(0.6).strokeColor(RULE).stroke();
}

function header(doc: Doc, view: StatementView): number {
  const width = right(doc) - MARGIN;
  doc.font(BOLD).fontSize(16).fillColor(ACCENT).text(view.title, MARGIN, MARGIN, { width, align: "right" });
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(view.subtitle, MARGIN, doc.y, { width, align: "right" });
  let factsY = doc.y + 4;
  for (const [label, value] of view.facts) {
    doc
      .font(REGULAR)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(label.hi, right(doc) - 260, factsY, { width: 110 });
    doc.fontSize(8.5).text(label.en, right(doc) - 260, doc.y, { width: 110 });
    const below = doc.y;
    doc
      .font(BOLD)
      .fontSize(8.5)
      .fillColor(INK)
      .text(value, right(doc) - 150, factsY + 4, { width: 150, align: "right" });
    factsY = Math.max(below, doc.y) + 2;
  }
  let leftY = MARGIN;
  if (view.supplier) leftY = party(doc, view.supplier, leftY, 13) + 8;
  // No letter spacing: it would pull a Devanagari word's joined letters apart.
  doc.font(BOLD).fontSize(7.5).fillColor(MUTED).text("ग्राहक / STATEMENT FOR", MARGIN, leftY, { width: 320 });
  leftY = party(doc, view.customer, doc.y + 2, 10.5);
  const y = Math.max(leftY, factsY) + 8;
  rule(doc, y);
  return y;
}

function party(doc: Doc, p: { name: string; lines: string[] }, y: number, size: number): number {
  doc.font(BOLD).fontSize(size).fillColor(INK).text(p.name, MARGIN, y, { width: 320 });
  doc.font(REGULAR).fontSize(8.5).fillColor(INK);
  for (const line of p.lines) doc.text(line, MARGIN, doc.y + 1, { width: 320 });
  return doc.y;
}

/** Column x positions and widths for the table, sharing the page's width by weight. */
function layout(doc: Doc, table: StatementTableView): [number, number][] {
  const total = table.columns.reduce((sum, c) => sum + c.weight, 0);
  const width = right(doc) - MARGIN;
  let x = MARGIN;
  return table.columns.map((c) => {
    const w = (c.weight / total) * width;
    const at: [number, number] = [x, w - 6];
    x += w;
    return at;
  });
}

/** The column heads on a band: Hindi above English (once where both are the same, as "CGST"). */
function headRow(doc: Doc, table: StatementTableView, cols: [number, number][], y: number): number {
  doc.rect(MARGIN, y, right(doc) - MARGIN, 28).fill(BAND);
  doc.font(BOLD).fontSize(FONT_SIZE).fillColor(INK);
  table.columns.forEach((c, i) => {
    const [x, width] = cols[i]!;
    const options = { width, align: c.align, lineBreak: false } as const;
    if (c.label.hi !== c.label.en)
      doc
        .fontSize(FONT_SIZE - 1)
        .fillColor(MUTED)
        .text(c.label.hi, x, y + 3, options);
    doc
      .fontSize(FONT_SIZE)
      .fillColor(INK)
      .text(c.label.en, x, y + 15, options);
  });
  return y + 32;
}

function drawTable(doc: Doc, table: StatementTableView, top: number): number {
  let y = top;
  if (y + 60 > bottom(doc)) y = newPage(doc);
  doc
    .font(BOLD)
    .fontSize(10)
    .fillColor(ACCENT)
    .text(table.heading, MARGIN, y, { width: right(doc) - MARGIN });
  y = doc.y + 4;
  if (table.rows.length === 0) {
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(table.emptyText ?? "", MARGIN, y, { width: right(doc) - MARGIN });
    return doc.y;
  }
  const cols = layout(doc, table);
  y = headRow(doc, table, cols, y);
  for (const row of table.rows) {
    doc.font(row.strong ? BOLD : REGULAR).fontSize(FONT_SIZE);
    const height = Math.max(...row.cells.map((cell, i) => doc.heightOfString(cell, { width: cols[i]![1] })));
    if (y + height + 6 > bottom(doc)) y = headRow(doc, table, cols, newPage(doc));
    doc
      .font(row.strong ? BOLD : REGULAR)
      .fontSize(FONT_SIZE)
      .fillColor(INK);
    row.cells.forEach((cell, i) => doc.text(cell, cols[i]![0], y, { width: cols[i]![1], align: table.columns[i]!.align }));
    y += height + 5;
    rule(doc, y - 2.5);
  }
  return y;
}

function newPage(doc: Doc): number {
  doc.addPage();
  return MARGIN;
}

function notes(doc: Doc, lines: string[], top: number): void {
  let y = top;
  doc.font(REGULAR).fontSize(8).fillColor(MUTED);
  const width = right(doc) - MARGIN;
  const height = lines.reduce((sum, line) => sum + doc.heightOfString(line, { width }) + 2, 0);
  if (y + height > bottom(doc)) y = newPage(doc);
  for (const line of lines) {
    doc.text(line, MARGIN, y, { width });
    y = doc.y + 2;
  }
}
