import { describe, expect, it } from "vitest";
import { INSTALLER_MIN_BYTES, installerFormat } from "../../src/releases/installer-check.ts";
import { exeInstaller, msiHeader, msiInstaller, peHeader } from "../support/installer-bytes.ts";

describe("the installer check", () => {
  it("takes a PE image built for x86, x64 or ARM64, and an OLE compound file", () => {
    for (const machine of [0x014c, 0x8664, 0xaa64]) expect(installerFormat(peHeader(machine)), machine.toString(16)).toBe("exe");
    expect(installerFormat(msiHeader())).toBe("msi");
    expect(exeInstaller().length).toBe(INSTALLER_MIN_BYTES);
    expect(installerFormat(exeInstaller())).toBe("exe");
    expect(installerFormat(msiInstaller())).toBe("msi");
  });

  it("refuses two letters: MZ followed by HTML is no program", () => {
    const forged = Buffer.from("MZ<html><body><script>location='//evil.example'</script></body></html>");
    expect(forged.length).toBeLessThan(100);
    expect(installerFormat(forged)).toBeNull();
    expect(installerFormat(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(4000, 3)]))).toBeNull();
  });

  it("reads the PE signature where e_lfanew points, and checks the machine and optional header", () => {
    const withHeader = (change: (head: Buffer) => void) => {
      const head = peHeader();
      change(head);
      return installerFormat(head);
    };
    expect(withHeader((h) => h.write("NE\0\0", 0x80, "latin1"))).toBeNull();
    expect(withHeader((h) => h.writeUInt32LE(0x90, 0x3c))).toBeNull(); // points past the signature
    expect(withHeader((h) => h.writeUInt32LE(0x10, 0x3c))).toBeNull(); // inside the DOS header
    expect(withHeader((h) => h.writeUInt32LE(0xffff_fff0, 0x3c))).toBeNull(); // beyond the bytes read
    expect(withHeader((h) => h.writeUInt16LE(0x0200, 0x84))).toBeNull(); // Itanium
    expect(withHeader((h) => h.writeUInt16LE(0x0107, 0x98))).toBeNull(); // a ROM image, not PE32/PE32+
    expect(withHeader((h) => h.write("ZM", 0, "latin1"))).toBeNull();
    expect(withHeader((h) => h.writeUInt16LE(0x10b, 0x98))).toBe("exe"); // PE32
    expect(installerFormat(peHeader().subarray(0, 0x80 + 20))).toBeNull(); // cut short
  });

  it("needs the compound file's whole signature and byte-order mark", () => {
    const short = msiHeader().subarray(0, 8);
    expect(installerFormat(short)).toBeNull();
    const wrongOrder = msiHeader();
    wrongOrder.writeUInt16LE(0xfeff, 0x1c);
    expect(installerFormat(wrongOrder)).toBeNull();
    const wrongSignature = msiHeader();
    wrongSignature[7] = 0;
    expect(installerFormat(wrongSignature)).toBeNull();
  });
});
