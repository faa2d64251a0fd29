import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlErrors } from "./support/html-validator.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/** The Hindi sign-in pages (docs/adr/0059-hindi-with-lingui.md#sign-in-pages-and-errors) are valid HTML, as html-validity.test.ts holds the English ones. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
});
afterAll(() => t.close());

const PAGES: [page: string, url: string][] = [
  ["Hindi login", "/hi/user/login"],
  ["Hindi sign-up", "/hi/user/sign-up"],
  ["Hindi password recovery", "/hi/my-investar/password-recovery"],
];

describe("the Hindi sign-in pages' HTML", () => {
  it.each(PAGES)("%s (%s) has no validation errors", async (_page, url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(await htmlErrors(res.body, url)).toEqual([]);
  });
});
