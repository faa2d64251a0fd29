import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlErrors } from "./support/html-validator.ts";
import { postPageForm } from "./support/page-form.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/** The Hindi sign-up, activation and support pages (docs/adr/0059-hindi-with-lingui.md#guards) are valid HTML, their refused forms too. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
});
afterAll(() => t.close());

const PAGES: [page: string, url: string][] = [
  ["Hindi support", "/hi/support"],
  ["Hindi 'check your email'", "/hi/email-verification?id=1&em=asha%40example.in&es=1"],
  ["Hindi dead activation link", `/hi/confirm-email?id=${"x".repeat(43)}`],
];

describe("the Hindi sign-up and support pages' HTML", () => {
  it.each(PAGES)("%s (%s) has no validation errors", async (_page, url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(await htmlErrors(res.body, url)).toEqual([]);
  });

  it("a refused sign-up step and a refused problem report are valid too", async () => {
    const signUp = await postPageForm(t, "/hi/user/sign-up", {
      form: "signup-details",
      "signup-email": "asha@example.in",
      "signup-name": "1",
      "signup-mobile": "1",
    });
    expect(signUp.statusCode).toBe(400);
    expect(await htmlErrors(signUp.body, "/hi/user/sign-up")).toEqual([]);
    const report = await postPageForm(t, "/hi/support", { form: "problem", email: "asha@example.in", subject: "", description: "" });
    expect(report.statusCode).toBe(400);
    expect(await htmlErrors(report.body, "/hi/support")).toEqual([]);
  });
});
