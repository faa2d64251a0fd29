import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskPersonalData, redactUrl } from "../src/http/log-redaction.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";

describe("request log redaction", () => {
  it("keeps paths and ordinary parameters but hides secrets carried in URLs", () => {
    expect(redactUrl("/api/health")).toBe("/api/health");
    expect(redactUrl("/api/auth/facebookLogin?accessToken=EAAB123")).toBe("/api/auth/facebookLogin?accessToken=%5Bredacted%5D");
    expect(redactUrl("/api/auth/VerifyEmail?id=abcdef")).toBe("/api/auth/VerifyEmail?id=%5Bredacted%5D");
    expect(redactUrl("/api/user/SaveMobileNumberProfile?userId=7&mobileNumber=9820012345&verificationCode=12345")).toBe(
      "/api/user/SaveMobileNumberProfile?userId=7&mobileNumber=********45&verificationCode=%5Bredacted%5D",
    );
    expect(redactUrl("/api/auth/SendPasswordResetEmail?userId=7&password=hunter2")).toBe(
      "/api/auth/SendPasswordResetEmail?userId=7&password=%5Bredacted%5D",
    );
  });

  it("masks emails and mobile numbers wherever they stand, and leaves order numbers and ids alone", () => {
    expect(maskPersonalData("Anand.Kumar+news@mail.example.in")).toBe("A***@mail.example.in");
    expect(maskPersonalData("call +91 9820012345 or 919820012345 or 8123456789.")).toBe(
      "call +** ********45 or **********45 or ********89.",
    );
    expect(maskPersonalData("order INV-2026-9820012345 for user 100001 at 1767225600000")).toBe(
      "order INV-2026-9820012345 for user 100001 at 1767225600000",
    );
    expect(redactUrl("/api/auth/GetIntradayActivationCode?userId=7&mobileOrEmail=asha%40example.in&isEmail=true")).toBe(
      "/api/auth/GetIntradayActivationCode?userId=7&mobileOrEmail=a***%40example.in&isEmail=true",
    );
    // A number in a phone parameter is hidden whatever its shape.
    expect(redactUrl("/api/x?phone=%2B44%207700%20900123")).toBe("/api/x?phone=%2B**+****+****23");
  });
});

describe(`request logs of a running app (${databaseKind})`, () => {
  const lines: string[] = [];
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: "info" }, logStream: { write: (line: string) => void lines.push(line) } });
    user = await createUser(t, { email: "anand.kumar@example.in" });
  });
  afterAll(() => t.close());

  it("never write an email or a mobile number in clear, in URLs or in messages", async () => {
    lines.length = 0;
    await t.app.inject({ method: "GET", url: "/api/auth/IsEmailExist?email=anand.kumar@example.in" });
    await t.app.inject({
      method: "GET",
      url: `/api/auth/GetVerificationCode?userId=${user.userId}&mobileNumber=9123456780`,
      headers: user.auth,
    });
    await t.app.inject({
      method: "GET",
      url: `/api/auth/AddConversionsLogs?logs=${encodeURIComponent("claim-email anand.kumar@example.in 9123456780")}`,
    });
    t.app.log.info("mail to anand.kumar@example.in bounced; texted 9123456780 instead");
    const log = lines.join("");
    expect(log).toContain("/api/auth/IsEmailExist?email=a***%40example.in");
    expect(log).toContain("mobileNumber=********80");
    expect(log).toContain("mail to a***@example.in bounced; texted ********80 instead");
    expect(log).not.toMatch(/anand\.kumar|anand\.kumar%40|9123456780/);
  });
});
