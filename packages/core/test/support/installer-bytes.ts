/**
 * Test fixtures that pass the installer check (docs/business-rules.md#installer-check): a minimal but
 * well-formed PE header ("MZ", e_lfanew, "PE\0\0", machine, PE32+ optional header magic) or OLE compound
 * file header, padded to `size` bytes (at least the minimum an installer may have).
 */
import { INSTALLER_MIN_BYTES } from "../../src/releases/installer-check.ts";

const PE_AT = 0x80;

/** The header alone (no padding): a stream of more bytes may follow it. */
export function peHeader(machine = 0x8664): Buffer {
  const head = Buffer.alloc(PE_AT + 24 + 240);
  head.write("MZ", 0, "latin1");
  head.writeUInt32LE(PE_AT, 0x3c);
  head.write("PE\0\0", PE_AT, "latin1");
  head.writeUInt16LE(machine, PE_AT + 4);
  head.writeUInt16LE(1, PE_AT + 6); // one section
  head.writeUInt16LE(240, PE_AT + 20); // size of the PE32+ optional header
  head.writeUInt16LE(0x22, PE_AT + 22); // executable, large-address aware
  head.writeUInt16LE(0x20b, PE_AT + 24); // PE32+
  return head;
}

export function msiHeader(): Buffer {
  const head = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(head);
  head.writeUInt16LE(0x3e, 0x18); // minor version
  head.writeUInt16LE(3, 0x1a); // major version 3 (512-byte sectors)
  head.writeUInt16LE(0xfffe, 0x1c); // byte order
  head.writeUInt16LE(9, 0x1e); // sector shift
  return head;
}

/** A whole file of `size` bytes starting with `header`; the rest is `fill`. */
export function padded(header: Buffer, size = INSTALLER_MIN_BYTES, fill = 0x90): Buffer {
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length), fill)]);
}

export const exeInstaller = (size = INSTALLER_MIN_BYTES, fill = 0x90) => padded(peHeader(), size, fill);
export const msiInstaller = (size = INSTALLER_MIN_BYTES, fill = 0x07) => padded(msiHeader(), size, fill);
