/**
 * Is this upload a Windows installer? (docs/business-rules.md#installer-check) "MZ" alone is two letters
 * any text file may start with; a real setup program is a PE image and a real Windows Installer package
 * an OLE compound file, and both are far larger than a forged header.
 */
export type InstallerFormat = "exe" | "msi";

/**
 * The smallest installer accepted. Our setup programs are tens of megabytes, and even an empty NSIS or
 * Inno Setup stub, or an MSI database with its standard tables, is larger than this; a forged header
 * followed by a page of HTML (the kind of file this check exists to refuse) is a few hundred bytes.
 */
export const INSTALLER_MIN_BYTES = 64 * 1024;

/** How much of the file the header checks read: the PE header must start within it (linkers put it at 0x40–0x400). */
export const INSTALLER_HEADER_BYTES = 4096;

/** Machines our installer may be built for: x86, x64 and ARM64 (IMAGE_FILE_MACHINE_*). */
export const PE_MACHINES: Readonly<Record<number, string>> = { 0x014c: "i386", 0x8664: "amd64", 0xaa64: "arm64" };
/** The optional header's magic: PE32 or PE32+. */
const PE_OPTIONAL_MAGIC = new Set([0x10b, 0x20b]);
const DOS_HEADER_BYTES = 0x40;
const E_LFANEW_AT = 0x3c;
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const OLE_HEADER_BYTES = 512;

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

/**
 * A PE image: "MZ", then at the offset stored at 0x3C (after the 64-byte DOS header) the signature
 * "PE\0\0", a known machine type and a PE32/PE32+ optional header.
 */
export function isPortableExecutable(head: Uint8Array): boolean {
  if (head.length < DOS_HEADER_BYTES || head[0] !== 0x4d || head[1] !== 0x5a) return false;
  const bytes = view(head);
  const pe = bytes.getUint32(E_LFANEW_AT, true);
  // Signature (4), COFF file header (20), optional header magic (2).
  if (pe < DOS_HEADER_BYTES || pe + 26 > head.length) return false;
  if (bytes.getUint32(pe, false) !== 0x50450000) return false;
  return bytes.getUint16(pe + 4, true) in PE_MACHINES && PE_OPTIONAL_MAGIC.has(bytes.getUint16(pe + 24, true));
}

/** An OLE compound file (what an .msi is): its 8-byte signature and the little-endian byte-order mark FFFE at 0x1C. */
export function isCompoundFile(head: Uint8Array): boolean {
  if (head.length < OLE_HEADER_BYTES || !OLE_SIGNATURE.every((byte, i) => head[i] === byte)) return false;
  return view(head).getUint16(0x1c, true) === 0xfffe;
}

/** What the first bytes prove the file is, or null. */
export function installerFormat(head: Uint8Array): InstallerFormat | null {
  if (isPortableExecutable(head)) return "exe";
  return isCompoundFile(head) ? "msi" : null;
}

export const INSTALLER_TOO_SMALL = `This file is too small to be the Investar installer (at least ${INSTALLER_MIN_BYTES / 1024} KiB).`;
