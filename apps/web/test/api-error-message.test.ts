import { describe, expect, it } from "vitest";
import { ApiError, apiErrorMessage } from "../app/lib/api-error-message.ts";

const headers = (values: Record<string, string> = {}) => new Headers(values);

describe("apiErrorMessage (docs/business-rules.md#generic-error-handler, in order)", () => {
  it("shows an error's own message first", () => {
    expect(apiErrorMessage(new Error("Network is down"))).toBe("Network is down");
    expect(apiErrorMessage(new ApiError({ status: 400, headers: headers(), body: { message: "Invalid email." } }))).toBe("Invalid email.");
  });

  it("answers 'Access Denied' for 401 and 403 without a message", () => {
    expect(apiErrorMessage(new ApiError({ status: 401, headers: headers(), body: {} }))).toBe("Access Denied");
    expect(apiErrorMessage(new ApiError({ status: 403, headers: headers(), body: "" }))).toBe("Access Denied");
  });

  it("then uses the Application-Error header", () => {
    expect(
      apiErrorMessage(new ApiError({ status: 500, headers: headers({ "Application-Error": "Gateway timeout" }), body: { detail: "x" } })),
    ).toBe("Gateway timeout");
  });

  it("then says 'Invalid username or password.' when the body has login_failure", () => {
    expect(apiErrorMessage(new ApiError({ status: 400, headers: headers(), body: { login_failure: ["bad"] } }))).toBe(
      "Invalid username or password.",
    );
  });

  it("otherwise joins every body value line by line, falling back to 'Server error'", () => {
    expect(apiErrorMessage(new ApiError({ status: 400, headers: headers(), body: { a: "First problem", b: ["Second", "Third"] } }))).toBe(
      "First problem\nSecond\nThird",
    );
    expect(apiErrorMessage(new ApiError({ status: 500, headers: headers(), body: {} }))).toBe("Server error");
    expect(apiErrorMessage(undefined)).toBe("Server error");
  });
});
