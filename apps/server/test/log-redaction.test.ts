import { describe, expect, it } from "vitest";
import { redactUrl } from "../src/http/log-redaction.ts";

describe("request log redaction", () => {
  it("keeps paths and ordinary parameters but hides secrets carried in URLs", () => {
    expect(redactUrl("/api/health")).toBe("/api/health");
    expect(redactUrl("/api/auth/facebookLogin?accessToken=EAAB123")).toBe("/api/auth/facebookLogin?accessToken=%5Bredacted%5D");
    expect(redactUrl("/api/auth/VerifyEmail?id=abcdef")).toBe("/api/auth/VerifyEmail?id=%5Bredacted%5D");
    expect(redactUrl("/api/user/SaveMobileNumberProfile?userId=7&mobileNumber=9820012345&verificationCode=12345")).toBe(
      "/api/user/SaveMobileNumberProfile?userId=7&mobileNumber=9820012345&verificationCode=%5Bredacted%5D",
    );
    expect(redactUrl("/api/auth/SendPasswordResetEmail?userId=7&password=hunter2")).toBe("/api/auth/SendPasswordResetEmail?userId=7&password=%5Bredacted%5D");
  });
});
