import { describe, it } from "vitest";
import { expectValidPage } from "./support/html-validator.ts";
import { suiteApp } from "./support/suite.ts";

/** The Hindi sign-in pages (docs/adr/0059-hindi-with-lingui.md#sign-in-pages-and-errors) are valid HTML, as html-validity.test.ts holds the English ones. */
const t = suiteApp({ web: true });

const PAGES: [page: string, url: string][] = [
  ["Hindi login", "/hi/user/login"],
  ["Hindi sign-up", "/hi/user/sign-up"],
  ["Hindi password recovery", "/hi/my-investar/password-recovery"],
];

describe("the Hindi sign-in pages' HTML", () => {
  it.each(PAGES)("%s (%s) has no validation errors", async (_page, url) => {
    await expectValidPage(await t.app.inject({ method: "GET", url }), url);
  });
});
