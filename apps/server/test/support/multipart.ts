import { randomBytes } from "node:crypto";
import { peHeader } from "../../../../packages/core/test/support/installer-bytes.ts";

export type FormPart =
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; data: Uint8Array | string; contentType?: string };

/** A multipart/form-data body for app.inject(), built by hand so tests control every byte a browser would send. */
export function multipartForm(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----investar${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const isFile = "filename" in part;
    const disposition = `form-data; name="${part.name}"${isFile ? `; filename="${part.filename}"` : ""}`;
    const type = part.contentType ?? (isFile ? "application/octet-stream" : undefined);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ""}\r\n`));
    chunks.push(Buffer.from(isFile ? part.data : part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Smallest files that carry each format's real signature. */
export const sampleFiles = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(120)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(120)]),
  webp: Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x40, 0, 0, 0]), Buffer.from("WEBPVP8 "), randomBytes(100)]),
  gif: Buffer.concat([Buffer.from("GIF89a"), randomBytes(60)]),
  pdf: Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  exe: Buffer.concat([peHeader(), randomBytes(200)]),
  text: Buffer.from("2026-05-04 10:15:01 ERROR Data update failed: NSE bhavcopy not found\n"),
};
