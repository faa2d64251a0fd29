import { describe, expect, it } from "vitest";
import {
  boardReportDueAt,
  breachInput,
  canMovePrivacyRequest,
  correctionChecks,
  correctionRequestInput,
  grievanceChecks,
  problemsOf,
  parseEmailList,
  privacyRequestClock,
  privacyRequestReference,
} from "../../src/index.ts";

const received = new Date("2026-11-01T10:00:00Z");
const day = 86_400_000;

describe("a privacy request's clock", () => {
  it("is due 7 days after receipt, within the law's 90", () => {
    const clock = privacyRequestClock(received, "new", new Date(received.getTime() + day));
    expect(clock.dueAt.toISOString()).toBe("2026-11-08T10:00:00.000Z");
    expect(clock.limitAt.toISOString()).toBe("2027-01-30T10:00:00.000Z");
    expect(clock).toMatchObject({ overdue: false, pastLimit: false, daysLeft: 6 });
  });

  it("is overdue a moment past the target, past the limit after 90 days, and stops when closed", () => {
    expect(privacyRequestClock(received, "in-progress", new Date(received.getTime() + 7 * day + 1))).toMatchObject({
      overdue: true,
      pastLimit: false,
      daysLeft: -1,
    });
    expect(privacyRequestClock(received, "new", new Date(received.getTime() + 91 * day)).pastLimit).toBe(true);
    expect(privacyRequestClock(received, "done", new Date(received.getTime() + 91 * day))).toMatchObject({
      overdue: false,
      pastLimit: false,
      daysLeft: null,
    });
  });
});

describe("a request's moves", () => {
  it("go forward only, and a closed request stays closed", () => {
    expect(canMovePrivacyRequest("new", "in-progress")).toBe(true);
    expect(canMovePrivacyRequest("new", "rejected")).toBe(true);
    expect(canMovePrivacyRequest("in-progress", "new")).toBe(false);
    expect(canMovePrivacyRequest("done", "in-progress")).toBe(false);
    expect(canMovePrivacyRequest("rejected", "done")).toBe(false);
  });
});

it("references are padded numbers", () => {
  expect(privacyRequestReference(42)).toBe("DPR-000042");
});

describe("a breach", () => {
  const breach = {
    title: "t",
    nature: "n",
    discoveredAt: "2026-11-26T17:45:00+05:30",
    location: "l",
    dataAffected: "d",
    extent: "e",
    likelyImpact: "i",
    measuresTaken: "m",
    userSteps: "u",
  };

  it("owes the Board its report 72 hours after discovery", () => {
    expect(boardReportDueAt(new Date(breach.discoveredAt)).toISOString()).toBe("2026-11-29T12:15:00.000Z");
  });

  it("cannot begin after it was discovered, nor end before it began", () => {
    const problems = (extra: object) => breachInput.safeParse({ ...breach, ...extra }).error?.issues.map((i) => i.message) ?? [];
    expect(problems({ occurredFrom: "2026-11-27T00:00:00+05:30" })).toEqual(["It cannot begin after it was discovered."]);
    expect(problems({ occurredFrom: "2026-11-25T00:00:00+05:30", occurredTo: "2026-11-24T00:00:00+05:30" })).toEqual([
      "It cannot end before it began.",
    ]);
    expect(problems({})).toEqual([]);
  });

  it("takes a pasted list of addresses in any separator, once each", () => {
    expect(parseEmailList("A@x.in, b@x.in;\n a@x.in  c@x.in")).toEqual(["a@x.in", "b@x.in", "c@x.in"]);
  });
});

describe("the forms' checks", () => {
  it("leave optional fields optional and say what a required one needs", () => {
    expect(problemsOf(correctionChecks, { subject: "invoice-name", document: "", correctValue: "Ravi Kumar", details: "" })).toEqual({
      subject: null,
      document: null,
      correctValue: null,
      details: null,
    });
    expect(problemsOf(grievanceChecks, { topic: "", description: "Bad." })).toEqual({
      topic: "Choose what your grievance is about.",
      description: "Write at least 20 characters in your grievance.",
    });
    expect(correctionRequestInput.safeParse({ subject: "other", correctValue: "x" }).data).toEqual({
      subject: "other",
      document: "",
      correctValue: "x",
      details: "",
    });
  });
});
