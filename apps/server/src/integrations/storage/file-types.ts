import { INSTALLER_HEADER_BYTES, isCompoundFile, isPortableExecutable } from "@investar/core";
/**
 * What an uploaded file really is, decided from its first bytes (a client's Content-Type and file name
 * are whatever the client says). Text has no signature, so it is recognised by extension plus content:
 * valid UTF-8 without NUL bytes.
 */
export type FileKind =
  "png" | "jpeg" | "webp" | "gif" | "pdf" | "txt" | "log" | "csv" | "mp4" | "webm" | "zip" | "docx" | "xlsx" | "pptx" | "exe" | "msi";

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
  csv: { extension: "csv", mimeType: "text/csv; charset=utf-8" },
  mp4: { extension: "mp4", mimeType: "video/mp4" },
  webm: { extension: "webm", mimeType: "video/webm" },
  zip: { extension: "zip", mimeType: "application/zip" },
  docx: { extension: "docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  xlsx: { extension: "xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  pptx: { extension: "pptx", mimeType: "application/vnd.openxmlformats-officedocument.presentationml.presentation" },
  exe: { extension: "exe", mimeType: "application/vnd.microsoft.portable-executable" },
  msi: { extension: "msi", mimeType: "application/x-msi" },
};

export const AVATAR_KINDS: readonly FileKind[] = ["png", "jpeg", "webp"];
/** Support attachments: screenshots, PDF, plain-text logs and zipped log folders. */
export const ATTACHMENT_KINDS: readonly FileKind[] = ["png", "jpeg", "webp", "gif", "pdf", "txt", "log", "zip"];
/** Webinar recordings: what browsers play in a <video> element. */
export const RECORDING_KINDS: readonly FileKind[] = ["mp4", "webm"];
/** Webinar materials: documents, slides, sheets, pictures, archives and plain text. */
export const MATERIAL_KINDS: readonly FileKind[] = ["pdf", "png", "jpeg", "webp", "zip", "docx", "xlsx", "pptx", "txt", "csv"];

/** Windows installers (admin/UploadSetup): a setup program or a Windows Installer package. */
export const INSTALLER_KINDS: readonly FileKind[] = ["exe", "msi"];

/** How much of a streamed upload is read before deciding its kind: the PE header may sit that far in, text needs a sample. */
export const SNIFF_BYTES = INSTALLER_HEADER_BYTES;

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((byte, i) => data[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function sniffBinary(data: Uint8Array): FileKind | "ole" | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(data, ascii("RIFF")) && startsWith(data, ascii("WEBP"), 8)) return "webp";
  if (startsWith(data, ascii("GIF87a")) || startsWith(data, ascii("GIF89a"))) return "gif";
  if (startsWith(data, ascii("%PDF-"))) return "pdf";
  if (startsWith(data, ascii("ftyp"), 4)) return "mp4";
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return "zip";
  // A Windows program is a whole PE header, not just "MZ"; an OLE compound file is an .msi or an old
  // Office document (docs/business-rules.md#installer-check).
  if (isPortableExecutable(data)) return "exe";
  if (isCompoundFile(data)) return "ole";
  return null;
}

/** Office documents are ZIP files; their extension says which. */
const OFFICE_KINDS = new Set<FileKind>(["docx", "xlsx", "pptx"]);
const TEXT_KINDS = new Set<FileKind>(["txt", "log", "csv"]);

function isPlainText(data: Uint8Array): boolean {
  if (data.includes(0)) return false;
  try {
    // stream: a sample may end inside a multi-byte character without the text being invalid.
    new TextDecoder("utf-8", { fatal: true }).decode(data, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The file's kind if it is one of `allowed`, else null. */
export function detectFileType(data: Uint8Array, fileName: string, allowed: readonly FileKind[]): DetectedFile | null {
  const sniffed = sniffBinary(data);
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() as FileKind | undefined;
  // Old Office documents are OLE files too: only one named .msi is taken for a Windows Installer package.
  let kind = sniffed === "ole" ? (extension === "msi" ? "msi" : null) : sniffed;
  if (kind === "zip" && extension && OFFICE_KINDS.has(extension)) kind = extension;
  // A text file named as one is text even if it starts with "MZ" (a real program has NUL bytes).
  if ((!kind || kind === "exe") && extension && TEXT_KINDS.has(extension) && data.length > 0 && isPlainText(data)) kind = extension;
  return kind && allowed.includes(kind) ? { kind, ...TYPES[kind] } : null;
}

export function mimeTypeForExtension(extension: string): string {
  const found = Object.values(TYPES).find((type) => type.extension === extension.toLowerCase());
  return found?.mimeType ?? "application/octet-stream";
}
