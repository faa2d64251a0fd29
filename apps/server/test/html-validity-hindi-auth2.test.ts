import { describe, it } from "vitest";
import { expectValidPage } from "./support/html-validator.ts";
import { postPageForm } from "./support/page-form.ts";
import { suiteApp } from "./support/suite.ts";

/** The Hindi sign-up, activation and support pages (docs/adr/0059-hindi-with-lingui.md#guards) are valid HTML, their refused forms too. */
const t = suiteApp({ web: true });

const PAGES: [page: string, url: string][] = [
  ["Hindi support", "/hi/support"],
  ["Hindi 'check your email'", "/hi/email-verification?id=1&em=asha%40example.in&es=1"],
  ["Hindi dead activation link", `/hi/confirm-email?id=${"x".repeat(43)}`],
];

describe("the Hindi sign-up and support pages' HTML", () => {
  it.each(PAGES)("%s (%s) has no validation errors", async (_page, url) => {
    await expectValidPage(await t.app.inject({ method: "GET", url }), url);
  });

  it("a refused sign-up step and a refused problem report are valid too", async () => {
    const signUp = await postPageForm(t, "/hi/user/sign-up", {
      form: "signup-details",
      "signup-email": "asha@example.in",
      "signup-name": "1",
      "signup-mobile": "1",
    });
    await expectValidPage(signUp, "/hi/user/sign-up", 400);
    const report = await postPageForm(t, "/hi/support", { form: "problem", email: "asha@example.in", subject: "", description: "" });
    await expectValidPage(report, "/hi/support", 400);
  });
});
