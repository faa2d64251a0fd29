import { describe, expect, it } from "vitest";
import { createUser } from "./support/sessions.ts";
import { postPageForm } from "./support/page-form.ts";
import { suiteApp } from "./support/suite.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#errors: the login and sign-up forms posted without a script (ADR 0058) on their /hi
 * twins say a refusal of the API, and the page's own checks, in Hindi through `apiError.<code>`; the English pages keep
 * the SPEC's words.
 */
const t = suiteApp({ web: true });

const post = (url: string, fields: Record<string, string>) => postPageForm(t, url, fields);
/** The form's notice under the login button. */
const noticeOf = (html: string) => /data-form-error=""[^>]*>([^<]*)</.exec(html)?.[1];

describe("the Hindi login page without JavaScript", () => {
  it("says a wrong password and a missing field in Hindi, and in the SPEC's English on the English page", async () => {
    const user = await createUser(t);
    const wrong = { form: "login", "login-username": user.email, "login-password": "wrong-password-9" };
    const hindi = await post("/hi/user/login", wrong);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.body).toContain('<html lang="hi-IN"');
    expect(noticeOf(hindi.body)).toBe("यूज़र आईडी/ईमेल या पासवर्ड सही नहीं है।");
    expect(noticeOf((await post("/user/login", wrong)).body)).toBe("Invalid username or password.");

    const missing = await post("/hi/user/login", { form: "login", "login-username": user.email, "login-password": "" });
    expect(noticeOf(missing.body)).toBe("अपना ईमेल या यूज़र आईडी और पासवर्ड डालें।");
  });

  it("shows the page in Hindi, and logs in to the address asked for", async () => {
    const page = await t.app.inject({ method: "GET", url: "/hi/user/login" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>लॉग इन करें</h1>");
    expect(page.body).toContain('href="/hi/my-investar/password-recovery"');
    const user = await createUser(t);
    const right = await post("/hi/user/login?returnUrl=%2Fhi%2FPricing", {
      form: "login",
      "login-username": user.email,
      "login-password": user.password,
    });
    expect(right.statusCode).toBe(302);
    expect(right.headers.location).toBe("/hi/Pricing");
  });
});

describe("the Hindi sign-up page without JavaScript", () => {
  it("says an address already registered in Hindi, and in the rule's English on the English page", async () => {
    const page = await t.app.inject({ method: "GET", url: "/hi/user/sign-up" });
    expect(page.body).toContain("<h1>अंदाज़े से नहीं, प्लान के साथ ट्रेडिंग शुरू करें</h1>");
    const user = await createUser(t);
    const hindi = await post("/hi/user/sign-up", { form: "signup-email", "signup-email": user.email });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.body).toContain("यह ईमेल पता पहले से रजिस्टर्ड है। लॉग इन करें, या कोई दूसरा ईमेल पता डालें।");
    const english = await post("/user/sign-up", { form: "signup-email", "signup-email": user.email });
    expect(english.body).not.toContain("यह ईमेल पता");
    expect(english.body).toMatch(/id="signup-email-error"[^>]*>[A-Z][^<]+</);
  });
});

describe("the Hindi password recovery page without JavaScript", () => {
  it("says the empty field and the link's answer in Hindi", async () => {
    const empty = await post("/hi/my-investar/password-recovery", { form: "recovery", "recovery-login-name": "" });
    expect(empty.body).toMatch(/id="recovery-login-name-error"[^>]*>अपना ईमेल या यूज़र आईडी डालें।</);
    const user = await createUser(t);
    const sent = await post("/hi/my-investar/password-recovery", { form: "recovery", "recovery-login-name": user.email });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("<h1>अपना ईमेल देखें</h1>");
    expect(sent.body).toContain("30 मिनट में एक्सपायर");
  });
});
