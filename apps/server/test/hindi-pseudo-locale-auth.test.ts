import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bypassing, pseudoPage, visibleText } from "./support/pseudo-locale.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { postPageForm } from "./support/page-form.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards for the sign-in pages: rendered in the pseudo-locale en-XA, their visible
 * texts all come from the catalogue. These pages are served without React (ADR 0058), so the server's render is the page.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
});
afterAll(() => t.close());

const pseudo = (url: string) => pseudoPage(t, url);
const pseudoPost = (url: string, fields: Record<string, string>) => postPageForm(t, url, fields, { "x-pseudo-locale": "en-XA" });

const PAGES: [page: string, url: string, start: string, end: string][] = [
  ["login", "/user/login", '<div class="card auth-card"', "</details>"],
  ["password recovery", "/my-investar/password-recovery", '<div class="card auth-card"', "</div>"],
  ["sign-up (its pitch)", "/user/sign-up", '<section class="auth-page__pitch"', "</section>"],
  ["the sign-in window", "/facebookLogin", '<main id="main"', "</main>"],
];

describe("the sign-in pages in the pseudo-locale en-XA", () => {
  it.each(PAGES)("%s shows only catalogue texts", async (_page, url, start, end) => {
    const res = await pseudo(url);
    expect(res.body).toContain('<html lang="en-XA"');
    const texts = visibleText(res.body, start, end);
    expect(texts.some((text) => text.includes("⟦"))).toBe(true);
    expect(bypassing(texts)).toEqual([]);
  });

  it("login: a refusal and the missing fields' notice come from the catalogue too", async () => {
    const res = await pseudoPost("/user/login", {
      form: "login",
      "login-username": "nobody@example.in",
      "login-password": "wrong-password-9",
    });
    expect(res.statusCode).toBe(400);
    const texts = visibleText(res.body, '<div class="card auth-card"', "</form>");
    expect(texts.join(" ")).toContain("⟦");
    expect(bypassing(texts)).toEqual([]);
    expect(res.body).toMatch(/data-missing="⟦[^"]*⟧"/);
  });
});

describe("the sign-in window Google and Facebook send back to", () => {
  it("speaks the language the visitor chose, at its one registered address", async () => {
    const hindi = await t.app.inject({ method: "GET", url: "/facebookLogin", headers: { cookie: "investar_lang=hi" } });
    expect(hindi.body).toContain('<html lang="hi-IN"');
    expect(hindi.body).toContain("<h1>साइन इन हो रहा है…</h1>");
    expect(hindi.body).toContain("<title>साइन इन हो रहा है | Investar</title>");
    const english = await t.app.inject({ method: "GET", url: "/facebookLogin" });
    expect(english.body).toContain("<h1>Signing you in…</h1>");
  });
});
