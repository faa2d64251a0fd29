import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bypassing, visibleText } from "./support/pseudo-locale.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { postPageForm } from "./support/page-form.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards for signing up, verifying and asking for help: rendered in the pseudo-locale
 * en-XA, their visible texts, the field messages of a form posted without a script among them, all come from the catalogue.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
});
afterAll(() => t.close());

const pseudo = (url: string) => t.app.inject({ method: "GET", url, headers: { "x-pseudo-locale": "en-XA" } });
const pseudoPost = (url: string, fields: Record<string, string>) => postPageForm(t, url, fields, { "x-pseudo-locale": "en-XA" });

/** Shown as typed, not UI text. */
const TYPED = [/\+91/g, /2026-11-27/g, /not-an-address/g];

function expectOnlyCatalogue(html: string, start: string, end: string) {
  const texts = visibleText(html, start, end);
  expect(texts.some((text) => text.includes("⟦"))).toBe(true);
  expect(bypassing(texts, TYPED)).toEqual([]);
}

describe("the sign-up page in the pseudo-locale en-XA", () => {
  it("both steps of the form (the second in its template) show only catalogue texts", async () => {
    const res = await pseudo("/user/sign-up");
    expect(res.body).toContain('<html lang="en-XA"');
    expectOnlyCatalogue(res.body, '<div class="card sign-up"', "</template>");
    expect(res.body).toMatch(/aria-label="⟦[^"]*⟧"/);
  });

  it("a refused email step says the field's message from the catalogue", async () => {
    const res = await pseudoPost("/user/sign-up", { form: "signup-email", "signup-email": "not-an-address" });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('id="signup-email-error"');
    expectOnlyCatalogue(res.body, '<div class="card sign-up"', "</template>");
  });

  it("a refused details step says name, mobile and the 18+ declaration from the catalogue", async () => {
    const bad = await pseudoPost("/user/sign-up", {
      form: "signup-details",
      "signup-email": "pseudo-sign-up@example.in",
      "signup-name": "1234",
      "signup-mobile": "12",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id="signup-name-error"');
    expect(bad.body).toContain('id="signup-mobile-error"');
    expectOnlyCatalogue(bad.body, '<div class="card sign-up"', "</template>");

    const noAge = await pseudoPost("/user/sign-up", {
      form: "signup-details",
      "signup-email": "pseudo-sign-up@example.in",
      "signup-name": "Asha Rao",
      "signup-mobile": "98765 43210",
    });
    expect(noAge.statusCode).toBe(400);
    expect(noAge.body).toMatch(/data-age-error="">⟦/);
    expectOnlyCatalogue(noAge.body, '<div class="card sign-up"', "</template>");
  });
});
