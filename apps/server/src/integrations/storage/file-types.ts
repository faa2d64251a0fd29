/**
 * What an uploaded file really is, decided from its first bytes (a client's Content-Type and file name
 * are whatever the client says). Text has no signature, so it is recognised by extension plus content:
 * valid UTF-8 without NUL bytes.
 */
export type FileKind = "png" | "jpeg" | "webp" | "gif" | "pdf" | "txt" | "log";

export interface DetectedFile {
  kind: FileKind;
  extension: string;
  mimeType: string;
}

const TYPES: Record<FileKind, Omit<DetectedFile, "kind">> = {
  png: { extension: "png", mimeType: "image/png" },
  jpeg: { extension: "jpg", mimeType: "image/jpeg" },
  webp: { extension: "webp", mimeType: "image/webp" },
  gif: { extension: "gif", mimeType: "image/gif" },
  pdf: { extension: "pdf", mimeType: "application/pdf" },
  txt: { extension: "txt", mimeType: "text/plain; charset=utf-8" },
  log: { extension: "log", mimeType: "text/plain; charset=utf-8" },
};

export const AVATAR_KINDS: readonly FileKind[] = ["png", "jpeg", "webp"];
export const ATTACHMENT_KINDS: readonly FileKind[] = ["png", "jpeg", "webp", "gif", "pdf", "txt", "log"];

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((byte, i) => data[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function sniffBinary(data: Uint8Array): FileKind | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(data, ascii("RIFF")) && startsWith(data, ascii("WEBP"), 8)) return "webp";
  if (startsWith(data, ascii("GIF87a")) || startsWith(data, ascii("GIF89a"))) return "gif";
  if (startsWith(data, ascii("%PDF-"))) return "pdf";
  return null;
}

function isPlainText(data: Uint8Array): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** The file's kind if it is one of `allowed`, else null. */
export function detectFileType(data: Uint8Array, fileName: string, allowed: readonly FileKind[]): DetectedFile | null {
  let kind = sniffBinary(data);
  if (!kind) {
    const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
    if ((extension === "txt" || extension === "log") && data.length > 0 && isPlainText(data)) kind = extension;
  }
  return kind && allowed.includes(kind) ? { kind, ...TYPES[kind] } : null;
}

export function mimeTypeForExtension(extension: string): string {
  const found = Object.values(TYPES).find((type) => type.extension === extension.toLowerCase());
  return found?.mimeType ?? "application/octet-stream";
}
