import { inflateSync } from "node:zlib";

/**
 * The text a PDF written by pdfkit shows, one line per text object, read without any PDF tool: its
 * content streams are inflated and the hex strings of their TJ operators decoded (pdfkit's built-in
 * fonts write WinAnsi bytes, which for the text we print are Latin-1). Enough to find numbers and totals.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  // Each stream is read by its dictionary's /Length: compressed bytes may themselves end in "\r", which a
  // pattern up to "\r\nendstream" would take from them.
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, start + Number(match[1])), "latin1")).toString("latin1");
    } catch {
      continue; // not a compressed content stream (an image, a font, metadata)
    }
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const pieces = [...block[1]!.matchAll(/\[([^\]]*)\] TJ/g)].flatMap((tj) =>
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1")),
      );
      if (pieces.length > 0) lines.push(pieces.join(""));
    }
  }
  return lines.join("\n");
}
