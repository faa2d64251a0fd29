import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatKeysetCursor, KEYSET_CURSOR_MAX_LENGTH, parseKeysetCursor } from "../src/keyset-cursor.ts";

describe("keyset cursors", () => {
  it("read back what they write, to the microsecond, with or without a kind", () => {
    expect(parseKeysetCursor("2026-03-01T10:15:00.123456Z_4711")).toEqual({ at: "2026-03-01T10:15:00.123456Z", id: 4711, kind: "" });
    expect(parseKeysetCursor("2026-03-01T10:15:00Z_c12")).toEqual({ at: "2026-03-01T10:15:00Z", id: 12, kind: "c" });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.constantFrom("", "i", "c"),
        (date, micros, id, kind) => {
          const at = date.toISOString().replace("Z", `${String(micros).padStart(3, "0")}Z`);
          const text = formatKeysetCursor({ at, id, kind });
          expect(text.length).toBeLessThanOrEqual(KEYSET_CURSOR_MAX_LENGTH);
          expect(parseKeysetCursor(text)).toEqual({ at, id, kind });
        },
      ),
    );
  });

  it("refuse anything else", () => {
    for (const bad of [
      "",
      "4711",
      "2026-02-30T10:15:00Z_1",
      "2026-03-01T24:00:00Z_1",
      "2026-03-01T10:15:00.1234567Z_1",
      "2026-03-01T10:15:00+05:30_1",
      "2026-03-01T10:15:00Z_",
      "2026-03-01T10:15:00Z_x-1",
      "2026-03-01T10:15:00Z_99999999999",
      "2026-03-01T10:15:00Z_1'; drop table users",
    ]) {
      expect(parseKeysetCursor(bad), bad).toBeNull();
    }
  });
});
