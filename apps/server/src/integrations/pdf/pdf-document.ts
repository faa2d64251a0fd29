/**
 * What the PDFs drawn here share (statement-pdf.ts, tax-document-pdf.ts): the house palette and turning
 * pdfkit's stream into one buffer once the drawing ends.
 */
export const INK = "#1f2933";
export const MUTED = "#5f6b7a";
export const ACCENT = "#0b4f8a";
export const RULE = "#c9d2dc";
export const BAND = "#eef2f6";

/** The document's bytes once `doc.end()` has been called (listen before drawing: pdfkit streams as it goes). */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
