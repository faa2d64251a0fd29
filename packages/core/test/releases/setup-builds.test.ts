import { describe, expect, it } from "vitest";
import { formatFileSize, setupFileName, setupVersionProblem, versionFromFileName } from "../../src/releases/setup-builds.ts";
import { fromIstLocalInput, toIstLocalInput } from "../../src/ist-local-time.ts";

describe("setup build versions", () => {
  it("accepts dotted numbers and refuses anything that could not be part of a file name", () => {
    for (const ok of ["5.2", "5.2.1", "5.2.1.340", " 10.0.0 "]) expect(setupVersionProblem(ok), ok).toBeNull();
    expect(setupVersionProblem("")).toBe("Please enter the version. Give the version as numbers with dots, such as 5.2.1.");
    for (const bad of ["5", "v5.2", "5.2-beta", "../5.2", "5.2.1.3.4", "5..2"]) {
      expect(setupVersionProblem(bad), bad).toBe("Give the version as numbers with dots, such as 5.2.1.");
    }
  });

  it("reads the version from the build server's file names, the last number wins", () => {
    expect(versionFromFileName("InvestarSetup-5.2.1.exe")).toBe("5.2.1");
    expect(versionFromFileName("Investar 64-bit 6.0.0.12.msi")).toBe("6.0.0.12");
    expect(versionFromFileName("Investar 2.0 setup 5.3.exe")).toBe("5.3");
    expect(versionFromFileName("setup.exe")).toBeNull();
  });

  it("names the download after the version, never after what was uploaded", () => {
    expect(setupFileName("5.2.1", "exe")).toBe("InvestarSetup-5.2.1.exe");
    expect(setupFileName("5.2.1", "msi")).toBe("InvestarSetup-5.2.1.msi");
  });

  it("states sizes as people read them", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(15)).toBe("15 bytes");
    expect(formatFileSize(912 * 1024)).toBe("912 KB");
    expect(formatFileSize(84.24 * 1024 * 1024)).toBe("84.2 MB");
    expect(formatFileSize(5 * 1024 ** 3)).toBe("5.00 GB");
  });
});

describe("India-time form inputs", () => {
  it("shows an instant as India wall time and reads it back as the same instant", () => {
    expect(toIstLocalInput("2026-05-01T13:30:00.000Z")).toBe("2026-05-01T19:00");
    expect(fromIstLocalInput("2026-05-01T19:00")).toBe("2026-05-01T19:00:00+05:30");
    expect(Date.parse(fromIstLocalInput(toIstLocalInput("2026-12-31T20:15:00Z")))).toBe(Date.parse("2026-12-31T20:15:00Z"));
    expect(fromIstLocalInput("  ")).toBe("");
  });
});
