/**
 * The fonts of the tax documents (docs/adr/0061-devanagari-in-tax-documents.md): Noto Sans Devanagari (OFL 1.1)
 * from the npm package @expo-google-fonts/noto-sans-devanagari, read from node_modules, so rendering needs no network.
 * It has Latin, the rupee sign and Devanagari in one face; pdfkit shapes Devanagari with fontkit (conjuncts,
 * matras) and embeds only the glyphs a document uses, with a ToUnicode map so its text can be copied and searched.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const PACKAGE = "@expo-google-fonts/noto-sans-devanagari";

/** The names the documents register the faces under. */
export const REGULAR = "NotoSans";
export const BOLD = "NotoSans-Bold";

let faces: { regular: Buffer; bold: Buffer } | null = null;

/** Read once per process: each face is about 220 KB on disk; a document embeds a subset of a few KB. */
function fontFaces(): { regular: Buffer; bold: Buffer } {
  faces ??= {
    regular: readFileSync(require.resolve(`${PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`)),
  };
  return faces;
}

/** Registers both faces with a new document and makes the regular one current. */
export function useDocumentFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = fontFaces();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  doc.font(REGULAR);
}

/** An amount as printed on a document: the currency's sign before the digits ("₹4,124.00", "-₹100.00", "$12.50"). */
export function signedAmount(amount: string, currency: "INR" | "USD"): string {
  const sign = currency === "INR" ? "₹" : "$";
  return amount.startsWith("-") ? `-${sign}${amount.slice(1)}` : `${sign}${amount}`;
}
