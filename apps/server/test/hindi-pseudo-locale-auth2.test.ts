import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bypassing, pseudoPage, visibleText } from "./support/pseudo-locale.ts";
import type { TestApp } from "./support/test-app.ts";
import { postPageForm } from "./support/page-form.ts";
import { linkFrom } from "./support/test-smtp.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards for signing up, verifying and asking for help: rendered in the pseudo-locale
 * en-XA, their visible texts, the field messages of a form posted without a script among them, all come from the catalogue.
 */
let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail({ web: true }));
});
afterAll(() => closeTestAppWithMail(t, smtp));

const pseudo = (url: string) => pseudoPage(t, url);
const pseudoPost = (url: string, fields: Record<string, string>) => postPageForm(t, url, fields, { "x-pseudo-locale": "en-XA" });

/** Shown as typed, not UI text: the number's prefix, the notice's version, the name and address given. */
const TYPED = [/\+91/g, /2026-11-27/g, /not-an-address/g, /Asha Rao/g];

/**
 * A message with an element inside (a bold address) is split by it: the text before the element ends its bracket later,
 * the text after it began before; those halves are the catalogue's too.
 */
const halves = (text: string) => text.replace(/^[^⟦]*⟧/, "").replace(/⟦[^⟧]*$/, "");

function expectOnlyCatalogue(html: string, start: string, end: string) {
  const texts = visibleText(html, start, end);
  expect(texts.some((text) => text.includes("⟦"))).toBe(true);
  expect(bypassing(texts.map(halves), TYPED)).toEqual([]);
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

describe("activating the account in the pseudo-locale en-XA", () => {
  const email = `pseudo.activate.${Date.now()}@example.in`;
  let token = "";
  beforeAll(async () => {
    const done = await postPageForm(t, "/user/sign-up", {
      form: "signup-details",
      "signup-email": email,
      "signup-name": "Asha Rao",
      "signup-mobile": "98765 43210",
      ageConfirmed: "on",
    });
    expect(done.statusCode).toBe(302);
    token = linkFrom((await smtp.nextMailTo(email)).raw, "confirm-email");
  });

  it("the 'check your email' page shows only catalogue texts", async () => {
    const res = await pseudo(`/email-verification?id=1&em=${encodeURIComponent(email)}&es=1`);
    expectOnlyCatalogue(res.body, '<div class="card auth-card"', "</div></div>");
  });

  it("choosing the password, with the rule's messages after a refused post, shows only catalogue texts", async () => {
    const page = await pseudo(`/confirm-email?id=${token}`);
    expectOnlyCatalogue(page.body, '<div class="card auth-card"', "</form>");
    expect(page.body).toMatch(/data-texts="\{[^"]*⟦/);
    const refused = await pseudoPost(`/confirm-email?id=${token}`, {
      form: "set-password",
      "new-password": "short",
      "confirm-password": "other",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('id="new-password-error"');
    expect(refused.body).toContain('id="confirm-password-error"');
    expectOnlyCatalogue(refused.body, '<div class="card auth-card"', "</form>");
  });

  it("a dead or cut-short link shows only catalogue texts", async () => {
    for (const url of ["/confirm-email?id=short", `/confirm-email?id=${"x".repeat(43)}`]) {
      const res = await pseudo(url);
      expectOnlyCatalogue(res.body, '<div class="card auth-card"', "</div></div>");
    }
  });
});

describe("the support page in the pseudo-locale en-XA", () => {
  /** The support desk's address and phone are the business's contacts (data); the Windows names stay as Windows shows them. */
  const CONTACTS = [/\+?[\d ]{10,}/g, /Help → About/g, /Windows/g, /UTC\+0?5:30/g];
  const check = (html: string) => {
    const texts = visibleText(html, '<main id="main"', "</main>");
    expect(texts.some((text) => text.includes("⟦"))).toBe(true);
    expect(bypassing(texts.map(halves), [...TYPED, ...CONTACTS])).toEqual([]);
  };

  it("every section and both forms show only catalogue texts", async () => {
    const res = await pseudo("/support");
    expect(res.body).toContain('<html lang="en-XA"');
    check(res.body);
  });

  it("a problem report refused by the API says its field messages from the catalogue", async () => {
    const res = await pseudoPost("/support", { form: "problem", email: "pseudo.report@example.in", subject: "", description: "" });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('id="problem-subject-error"');
    check(res.body);
  });
});

describe("the mailed links' pages in the pseudo-locale en-XA", () => {
  it.each([
    ["cancel an email change, link cut short", "/cancel-email-change?id=short"],
    ["cancel an email change, dead link", `/cancel-email-change?id=${"x".repeat(43)}`],
    ["reopen the account", `/reopen-account?id=${"x".repeat(43)}`],
  ])("%s shows only catalogue texts", async (_page, url) => {
    const res = await pseudo(url);
    expectOnlyCatalogue(res.body, '<div class="card auth-card"', "</div></div>");
  });

  it("the user id's thank-you page shows only catalogue texts", async () => {
    const res = await pseudo("/claim-email?em=asha%40example.in");
    expectOnlyCatalogue(res.body, '<div class="page-narrow status-page"', "</div></main>");
  });
});
