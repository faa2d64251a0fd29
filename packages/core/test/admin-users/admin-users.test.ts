import { describe, expect, it } from "vitest";
import {
  auditCsvRow,
  auditRangeProblem,
  containsPattern,
  indiaDayStart,
  inertCsvCell,
  LAST_ADMIN_MESSAGE,
  lastAdminRefusal,
  OWN_ADMIN_ROLE_MESSAGE,
  roleChangeRefusal,
  userSearchTerms,
} from "../../src/index.ts";

describe("userSearchTerms", () => {
  it("reads nothing from an empty box", () => {
    expect(userSearchTerms("   ")).toBeNull();
  });

  it("matches an email or a name as lower-case text, and is no id or number", () => {
    expect(userSearchTerms("  Asha.Rao@Example.IN ")).toEqual({ text: "asha.rao@example.in", userId: null, mobileDigits: null });
    expect(userSearchTerms("Asha Rao")).toEqual({ text: "asha rao", userId: null, mobileDigits: null });
  });

  it("reads a number as a user id and as mobile digits", () => {
    expect(userSearchTerms("100042")).toEqual({ text: "100042", userId: 100042, mobileDigits: "100042" });
  });

  it("reads a typed phone number as its last 10 digits, and no id", () => {
    expect(userSearchTerms("+91 98765-43210")).toMatchObject({ userId: null, mobileDigits: "9876543210" });
    expect(userSearchTerms("09876543210")).toMatchObject({ mobileDigits: "9876543210" });
  });

  it("never offers an id a 32-bit column can't hold", () => {
    expect(userSearchTerms("9876543210")).toMatchObject({ userId: null, mobileDigits: "9876543210" });
    expect(userSearchTerms("0")).toMatchObject({ userId: null });
  });
});

describe("containsPattern", () => {
  it("takes LIKE's wildcards and its escape literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("roleChangeRefusal", () => {
  const adminRoles = ["Admin", "SPAdmin"];
  it("refuses an admin taking away their own admin role", () => {
    expect(roleChangeRefusal({ actorId: 1, userId: 1, newRole: "Investor", adminRoles })).toBe(OWN_ADMIN_ROLE_MESSAGE);
  });
  it("lets an admin move between admin roles, and change anyone else's role", () => {
    expect(roleChangeRefusal({ actorId: 1, userId: 1, newRole: "spadmin", adminRoles })).toBeNull();
    expect(roleChangeRefusal({ actorId: 1, userId: 2, newRole: "Investor", adminRoles })).toBeNull();
  });
});

describe("the audit CSV", () => {
  it("puts before and after in their own columns and the rest of the details after them", () => {
    const row = auditCsvRow({
      id: 7,
      at: "2026-03-01T10:00:00.000Z",
      actorId: 100001,
      actorEmail: "boss@example.in",
      action: "user-role-set",
      subject: "user:100002",
      details: { before: { role: "Investor" }, after: { role: "SP" }, note: "x" },
    });
    expect(row).toEqual([
      "7",
      "2026-03-01T10:00:00.000Z",
      "100001",
      "boss@example.in",
      "user-role-set",
      "user:100002",
      '{"role":"Investor"}',
      '{"role":"SP"}',
      '{"note":"x"}',
    ]);
  });

  it("leaves empty cells for a system row without details", () => {
    const row = auditCsvRow({ id: 1, at: "t", actorId: null, actorEmail: null, action: "a", subject: null, details: null });
    expect(row).toEqual(["1", "t", "", "", "a", "", "", "", ""]);
  });

  it("makes cells a spreadsheet would run as a formula inert", () => {
    expect(inertCsvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(inertCsvCell("-5")).toBe("'-5");
    expect(inertCsvCell("plain")).toBe("plain");
  });
});

describe("auditRangeProblem", () => {
  it("refuses a range that ends before it starts", () => {
    expect(auditRangeProblem({ from: "2026-03-02", to: "2026-03-01" })).toBe("The end date is before the start date.");
    expect(auditRangeProblem({ from: "2026-03-01", to: "2026-03-01" })).toBeNull();
    expect(auditRangeProblem({ from: "2026-03-01" })).toBeNull();
  });
});

describe("indiaDayStart", () => {
  it("is midnight in India, 05:30 earlier in UTC", () => {
    expect(indiaDayStart("2026-03-01").toISOString()).toBe("2026-02-28T18:30:00.000Z");
  });
});

describe("lastAdminRefusal", () => {
  const adminRoles = ["Admin", "SPAdmin"];
  const admin = { role: "Admin", disabled: false };
  it("refuses demoting or disabling the last active admin", () => {
    expect(lastAdminRefusal({ before: admin, after: { role: "Investor", disabled: false }, otherActiveAdmins: 0, adminRoles })).toBe(
      LAST_ADMIN_MESSAGE,
    );
    expect(lastAdminRefusal({ before: admin, after: { role: "Admin", disabled: true }, otherActiveAdmins: 0, adminRoles })).toBe(
      LAST_ADMIN_MESSAGE,
    );
  });
  it("allows it while another active admin remains, and any change that keeps an admin", () => {
    expect(lastAdminRefusal({ before: admin, after: { role: "Investor", disabled: false }, otherActiveAdmins: 1, adminRoles })).toBeNull();
    expect(lastAdminRefusal({ before: admin, after: { role: "spadmin", disabled: false }, otherActiveAdmins: 0, adminRoles })).toBeNull();
  });
  it("never concerns someone who was not an active admin", () => {
    const disabledAdmin = { role: "Admin", disabled: true };
    expect(
      lastAdminRefusal({ before: disabledAdmin, after: { role: "Investor", disabled: true }, otherActiveAdmins: 0, adminRoles }),
    ).toBeNull();
    expect(
      lastAdminRefusal({
        before: { role: "SP", disabled: false },
        after: { role: "SP", disabled: true },
        otherActiveAdmins: 0,
        adminRoles,
      }),
    ).toBeNull();
  });
});
