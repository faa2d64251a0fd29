import { describe, expect, it } from "vitest";
import { dueExpiryReminder, graceEnd, isTrialEndingDue, renewalQuery } from "../../src/renewals/index.ts";

describe("dueExpiryReminder", () => {
  it("is 7, 3 and 1 day before the last day, then expired through the grace period", () => {
    const expiry = "2027-03-31";
    const due = (today: string) => dueExpiryReminder(expiry, "Quarter", today);
    expect(due("2027-03-23")).toBeNull();
    expect(due("2027-03-24")).toBe("7-days");
    expect(due("2027-03-27")).toBe("7-days");
    expect(due("2027-03-28")).toBe("3-days");
    expect(due("2027-03-30")).toBe("1-day");
    expect(due("2027-03-31")).toBe("1-day");
    expect(due("2027-04-01")).toBe("expired");
    expect(due("2027-04-05")).toBe("expired");
    expect(due("2027-04-06")).toBeNull();
    expect(graceEnd(expiry, "Quarter")).toBe("2027-04-05");
  });

  it("the trial reminder is due on its last two days only", () => {
    expect(isTrialEndingDue("2027-03-10", "2027-03-08")).toBe(false);
    expect(isTrialEndingDue("2027-03-10", "2027-03-09")).toBe(true);
    expect(isTrialEndingDue("2027-03-10", "2027-03-10")).toBe(true);
    expect(isTrialEndingDue("2027-03-10", "2027-03-11")).toBe(false);
  });

  it("links to the held selection", () => {
    expect(
      renewalQuery({ product: "Pro", plan: "Annual", currency: "INR", addons: ["Intraday", "FnO"], noOfLicenses: 2, isMobile: false }),
    ).toBe("product=Pro&plan=Annual&currency=INR&addons=Intraday&addons=FnO&noOfLicenses=2");
    expect(renewalQuery({ product: "Standard", plan: "Month", currency: "USD", addons: [], noOfLicenses: 1, isMobile: true })).toBe(
      "product=Standard&plan=Month&currency=USD&isMobile=true",
    );
  });
});
