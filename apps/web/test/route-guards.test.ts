import { describe, expect, it } from "vitest";
import { guardFor, MissingGuardError, roleIn, routeGuards } from "@investar/core";
import routes from "../app/routes.ts";

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

function guardedPaths(entries: RouteEntry[], insideGuard = false, prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? (prefix ? `${prefix}/${entry.path}` : entry.path) : prefix;
    const guarded = insideGuard || entry.file === "routes/guarded.tsx";
    const own = guarded && entry.file !== "routes/guarded.tsx" && entry.path ? [path] : [];
    return [...own, ...guardedPaths(entry.children ?? [], guarded, path)];
  });
}

describe("route guards (docs/business-rules.md#route-guards)", () => {
  const paths = guardedPaths(routes as unknown as RouteEntry[]);

  it("finds the guarded account, checkout, education and admin routes", () => {
    expect(paths).toEqual(expect.arrayContaining(["my-investar/my-profile", "education/my-webinars", "admin/activate-manual-payment"]));
  });

  it("leaves CustomizeSubscription open: visitors price a plan before they log in (docs/business-rules.md#pricing-pages)", () => {
    expect(paths).not.toContain("Pricing/CustomizeSubscription");
    expect(routeGuards["Pricing/CustomizeSubscription"]).toBeUndefined();
  });

  it("leaves a webinar seat's checkout open: visitors see the seat's price and sign up on it to pay (docs/business-rules.md#sign-up-to-pay)", () => {
    expect(paths).not.toContain("education/buy-webinar");
    expect(routeGuards["education/buy-webinar"]).toBeUndefined();
  });

  it("has a definition (allowed roles and redirect target) for every guarded route", () => {
    for (const path of paths) {
      const guard = guardFor(path);
      expect(guard.allowedRoles.length, path).toBeGreaterThan(0);
      expect(guard.redirectTo, path).toMatch(/^\//);
    }
  });

  it("treats a guarded route without a definition as a configuration error", () => {
    expect(() => guardFor("my-investar/not-configured")).toThrow(MissingGuardError);
  });

  it("keeps admin pages for admin roles, compared without case", () => {
    expect(roleIn("admin", routeGuards["admin/activate-manual-payment"]!.allowedRoles)).toBe(true);
    expect(roleIn("SPADMIN", routeGuards["admin"]!.allowedRoles)).toBe(true);
    expect(roleIn("Investor", routeGuards["admin"]!.allowedRoles)).toBe(false);
  });
});

describe("guards on client-side navigations", () => {
  it("read `<path>.data` requests as the page they load", async () => {
    const { documentPath, enforceGuard } = await import("../app/lib/guard.ts");
    expect(documentPath("/my-investar/my-profile.data")).toBe("/my-investar/my-profile");
    expect(documentPath("/admin/_.data")).toBe("/admin");
    expect(documentPath("/Pricing/CustomizeSubscription")).toBe("/Pricing/CustomizeSubscription");
    const investor = { userId: 1, name: "A", role: "Investor", email: "a@b.in", isEmailVerified: true };
    expect(() => enforceGuard(new URL("http://x/my-investar/my-profile.data?_routes=root"), investor)).not.toThrow();
    try {
      enforceGuard(new URL("http://x/my-investar/my-wallet.data?page=2&_routes=root"), null);
      expect.unreachable();
    } catch (response) {
      expect((response as Response).headers.get("location")).toBe(
        `/user/login?returnUrl=${encodeURIComponent("/my-investar/my-wallet?page=2")}`,
      );
    }
    // A page with a path parameter is guarded by its pattern's entry.
    try {
      enforceGuard(new URL("http://x/admin/users/100042.data"), investor);
      expect.unreachable();
    } catch (response) {
      expect((response as Response).headers.get("location")).toBe("/");
    }
    const admin = { ...investor, role: "Admin" };
    expect(() => enforceGuard(new URL("http://x/admin/users/100042"), admin)).not.toThrow();
    // With ADMIN_ROLES=Staff the server says who is staff: a Staff user gets in, an "Admin" who is not staff does not.
    expect(() => enforceGuard(new URL("http://x/admin/users/100042"), { ...investor, role: "Staff", isAdmin: true })).not.toThrow();
    expect(() => enforceGuard(new URL("http://x/admin"), { ...admin, isAdmin: false })).toThrow();
    try {
      enforceGuard(new URL("http://x/admin.data"), investor);
      expect.unreachable();
    } catch (response) {
      expect((response as Response).headers.get("location")).toBe("/");
      expect((response as Response).headers.get("set-cookie")).toContain("flash_notice=not-allowed");
    }
  });

  it("send an admin who must enrol an authenticator (ADMIN_2FA=required) to /admin/two-factor, and let them stay there", async () => {
    const { enforceGuard } = await import("../app/lib/guard.ts");
    // The server sends such an admin as no admin (isAdmin false) until they enrol.
    const admin = { userId: 2, name: "B", role: "Admin", email: "b@b.in", isEmailVerified: true, isAdmin: false, mustEnrolTwoFactor: true };
    for (const path of ["/admin/catalogue.data", "/my-investar/my-profile"]) {
      try {
        enforceGuard(new URL(`http://x${path}`), admin);
        expect.unreachable();
      } catch (response) {
        expect((response as Response).headers.get("location"), path).toBe("/admin/two-factor");
      }
    }
    expect(() => enforceGuard(new URL("http://x/admin/two-factor.data?_routes=root"), admin)).not.toThrow();
    expect(() => enforceGuard(new URL("http://x/admin/catalogue"), { ...admin, isAdmin: true, mustEnrolTwoFactor: false })).not.toThrow();
  });
});
