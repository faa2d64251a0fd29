import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "./support/test-app.ts";
import { linkFrom } from "./support/test-smtp.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { postPageForm } from "./support/page-form.ts";

/**
 * Signing up and activating on the Hindi pages without JavaScript (ADR 0058, docs/adr/0059-hindi-with-lingui.md#errors): core's
 * field messages come back in Hindi, the sign-up stays on the Hindi pages, and the activation mail's link sets the password
 * on the Hindi page.
 */
let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail({ web: true }));
});
afterAll(() => closeTestAppWithMail(t, smtp));

const errorOf = (html: string, id: string) => new RegExp(`id="${id}-error"[^>]*>([^<]*)<`).exec(html)?.[1];

describe("signing up in Hindi without JavaScript", () => {
  it("says the field messages in Hindi, signs up, and activates on the Hindi pages", async () => {
    const email = `hindi.nojs.${Date.now()}@example.in`;
    const empty = await postPageForm(t, "/hi/user/sign-up", { form: "signup-email", "signup-email": "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('<html lang="hi-IN"');
    expect(errorOf(empty.body, "signup-email")).toBe("ईमेल डालना ज़रूरी है।");

    const details = { form: "signup-details", "signup-email": email, "signup-name": "आशा राव", "signup-mobile": "12" };
    const bad = await postPageForm(t, "/hi/user/sign-up", details);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad.body, "signup-mobile")).toBe("मोबाइल नंबर सही नहीं है।");
    expect(errorOf(bad.body, "signup-name")).toBeUndefined();

    const noAge = await postPageForm(t, "/hi/user/sign-up", { ...details, "signup-mobile": "98765 43210" });
    expect(noAge.body).toMatch(/id="signup-age-error"[^>]*>कृपया पुष्टि करें/);

    const done = await postPageForm(t, "/hi/user/sign-up", { ...details, "signup-mobile": "98765 43210", ageConfirmed: "on" });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toMatch(/^\/hi\/email-verification\?id=\d+&em=/);
    const check = await t.app.inject({ method: "GET", url: String(done.headers.location) });
    expect(check.body).toContain("अपना ईमेल देखें");

    const mail = await smtp.nextMailTo(email);
    const token = linkFrom(mail.raw, "confirm-email");
    const path = `/hi/confirm-email?id=${token}`;
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.body).toContain("अपना पासवर्ड चुनें");
    expect(page.body).toContain("स्वागत है, आशा राव।");

    const weak = await postPageForm(t, path, { form: "set-password", "new-password": "short", "confirm-password": "other" });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak.body, "new-password")).toBe("कम से कम 8 अक्षर रखें, जिनमें अक्षर (letters) और कम से कम एक अंक हो।");
    expect(errorOf(weak.body, "confirm-password")).toBe("दोनों पासवर्ड एक जैसे नहीं हैं।");

    const set = await postPageForm(t, path, {
      form: "set-password",
      "new-password": "Bullish2026run",
      "confirm-password": "Bullish2026run",
    });
    expect(set.statusCode).toBe(302);
    expect(set.headers.location).toBe("/hi/investar/download");
  });

  it("an English page keeps the rules' English words", async () => {
    const empty = await postPageForm(t, "/user/sign-up", { form: "signup-email", "signup-email": "" });
    expect(errorOf(empty.body, "signup-email")).toBe("Email is Required.");
  });
});
