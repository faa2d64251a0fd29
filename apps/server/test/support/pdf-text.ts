import { inflateSync } from "node:zlib";

/**
 * The text a PDF written by pdfkit shows, one line per text object, read without any PDF tool: its
 * content streams are inflated and the hex strings of their TJ operators decoded. pdfkit's built-in
 * fonts write WinAnsi bytes (for the text we print, Latin-1); an embedded font (the tax documents' Noto
 * Sans Devanagari, ADR 0061) writes 2-byte glyph ids, read back through the font's ToUnicode map. Enough
 * to find numbers, totals and headings; Devanagari comes out in the glyphs' order (a short-i matra before
 * its consonant, as drawn).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const maps = toUnicodeMaps(raw);
  const lines: string[] = [];
  for (const content of streams(raw)) {
    let map: Map<number, string> | undefined;
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const pieces: string[] = [];
      // Tf and TJ in their order: a font chosen in one text object stays chosen in the next.
      for (const op of block[1]!.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
        if (op[1] !== undefined) {
          map = maps.get(op[1]);
          continue;
        }
        for (const hex of op[2]!.matchAll(/<([0-9a-fA-F]*)>/g))
          pieces.push(map ? glyphText(hex[1]!, map) : Buffer.from(hex[1]!, "hex").toString("latin1"));
      }
      if (pieces.length > 0) lines.push(pieces.join(""));
    }
  }
  return lines.join("\n");
}

/** Every stream that inflates, read by its dictionary's /Length: compressed bytes may themselves end in "\r". */
function* streams(raw: string): Generator<string> {
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      yield inflateSync(Buffer.from(raw.slice(start, start + Number(match[1])), "latin1")).toString("latin1");
    } catch {
      continue; // not a compressed stream
    }
  }
}

function objectText(raw: string, id: string): string {
  const start = raw.search(new RegExp(`(^|\\s)${id} 0 obj`));
  return start < 0 ? "" : raw.slice(start, raw.indexOf("endobj", start));
}

/** Resource name (F2) to its ToUnicode map, for the fonts that have one (embedded, Identity-H). */
function toUnicodeMaps(raw: string): Map<string, Map<number, string>> {
  const maps = new Map<string, Map<number, string>>();
  for (const fonts of raw.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
    for (const [, name, id] of fonts[1]!.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmapId = /\/ToUnicode (\d+) 0 R/.exec(objectText(raw, id!))?.[1];
      if (!cmapId || maps.has(name!)) continue;
      const cmap = [...streams(objectText(raw, cmapId) + "endobj")][0];
      if (cmap) maps.set(name!, parseCmap(cmap));
    }
  }
  return maps;
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ""), "hex").swap16().toString("utf16le");

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, list, single] of section[1]!.matchAll(/<(\w+)>\s*<(\w+)>\s*(?:\[([^\]]*)\]|<([\w ]+)>)/g)) {
      const first = parseInt(from!, 16);
      if (list !== undefined) [...list.matchAll(/<([\w ]+)>/g)].forEach((dst, i) => map.set(first + i, utf16(dst[1]!)));
      else
        for (let code = first, base = parseInt(single!, 16); code <= parseInt(to!, 16); code++)
          map.set(code, String.fromCharCode(base + code - first));
    }
  }
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, src, dst] of section[1]!.matchAll(/<(\w+)>\s*<([\w ]+)>/g)) map.set(parseInt(src!, 16), utf16(dst!));
  return map;
}

function glyphText(hex: string, map: Map<number, string>): string {
  let text = "";
  for (let i = 0; i + 4 <= hex.length; i += 4) text += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? "";
  return text;
}
