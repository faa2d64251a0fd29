import { describe, expect, it } from "vitest";
import { pageWeight } from "../../../bench/page-weight.ts";
import { createUser } from "./support/sessions.ts";
import { linkFrom } from "./support/test-smtp.ts";
import { PAGE_HOST as HOST, PAGE_ORIGIN as ORIGIN, postPageForm } from "./support/page-form.ts";
import { suiteAppWithMail } from "./support/suite.ts";

const { t, smtp } = suiteAppWithMail({ web: true });

const post = (url: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) =>
  postPageForm(t, url, fields, headers);
const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.in`;
const cookiesOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers["set-cookie"] as string[] | string) ?? []);
/** The text after a field's input: its error paragraph, linked by id. */
const errorOf = (html: string, id: string) => new RegExp(`id="${id}-error"[^>]*>([^<]*)<`).exec(html)?.[1];

describe("sign-up without JavaScript", () => {
  it("checks the email of step 1 with the SPEC's messages and keeps what was typed", async () => {
    const empty = await post("/user/sign-up", { form: "signup-email", "signup-email": "" });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty.body, "signup-email")).toBe("Email is Required.");
    const bad = await post("/user/sign-up", { form: "signup-email", "signup-email": "not-an-email" });
    expect(errorOf(bad.body, "signup-email")).toBe("Invalid email.");
    expect(bad.body).toContain('value="not-an-email"');
    const user = await createUser(t);
    const taken = await post("/user/sign-up", { form: "signup-email", "signup-email": user.email });
    expect(errorOf(taken.body, "signup-email")).toBe("This Email Id is already registered in investarindia.com");
  });

  it("goes on to step 2 with the email chosen, refuses a bad name and a missing 18+ box, then registers and mails the link", async () => {
    const email = unique("nojs.signup");
    const step2 = await post("/user/sign-up?returnUrl=%2FPricing%2FCustomizeSubscription%3Fproduct%3DStandard", {
      form: "signup-email",
      "signup-email": email,
    });
    expect(step2.statusCode).toBe(200);
    expect(step2.body).toContain("Signing up as <strong");
    expect(step2.body).toContain(`name="signup-email" value="${email}"`);

    const details = { form: "signup-details", "signup-email": email, "signup-name": "R2 D2", "signup-mobile": "98765 43210" };
    const badName = await post("/user/sign-up", details);
    expect(badName.statusCode).toBe(400);
    expect(errorOf(badName.body, "signup-name")).toBe("Invalid name.");
    expect(badName.body).toContain('value="98765 43210"');

    const noAge = await post("/user/sign-up", { ...details, "signup-name": "Meera Iyer", marketingKinds: "newsletter" });
    expect(noAge.body).toMatch(/id="signup-age-error"[^>]*>Please confirm that you are 18 or older/);
    expect(noAge.body).toMatch(/<input type="checkbox"[^>]*(value="newsletter"[^>]*checked=""|checked=""[^>]*value="newsletter")/);

    const done = await post("/user/sign-up?returnUrl=%2FPricing%2FCustomizeSubscription%3Fproduct%3DStandard", {
      ...details,
      "signup-name": "Meera Iyer",
      ageConfirmed: "on",
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toMatch(/^\/email-verification\?id=\d+&em=.+&es=1&returnUrl=%2FPricing%2FCustomizeSubscription/);
    const token = linkFrom((await smtp.nextMailTo(email)).raw, "confirm-email");

    // Choosing the password: the rule's messages first, the passwords never sent back; then the session and back to the selection
    // (docs/business-rules.md#sign-up-prefill: the activation link carries the returnUrl).
    const path = `/confirm-email?id=${token}&returnUrl=${encodeURIComponent("/Pricing/CustomizeSubscription?product=Standard")}`;
    const mismatch = await post(path, { form: "set-password", "new-password": "Bullish2026run", "confirm-password": "Bullish2026ru" });
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch.body, "confirm-password")).toBe("The two passwords do not match.");
    expect(mismatch.body).not.toContain("Bullish2026r");
    const set = await post(path, { form: "set-password", "new-password": "Bullish2026run", "confirm-password": "Bullish2026run" });
    expect(set.statusCode).toBe(302);
    expect(set.headers.location).toBe("/Pricing/CustomizeSubscription?product=Standard");
    expect(cookiesOf(set).some((cookie) => cookie.startsWith("investar_session=") && /HttpOnly/i.test(cookie))).toBe(true);
  });
});

describe("the desktop program's sign-up without JavaScript", () => {
  it("shows the 'Sign Up Complete' dialog on the same page, with the form ready again", async () => {
    const email = unique("nojs.tool");
    const done = await post("/tool-sign-up", {
      form: "signup-details",
      "signup-email": email,
      "signup-name": "Tool User",
      "signup-mobile": "9820012345",
      ageConfirmed: "on",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toMatch(/<dialog class="dialog" open=""[^>]*>/);
    expect(done.body).toContain(`activation link we sent to <strong>${email}</strong>`);
    expect(done.body).toMatch(/<form[^>]*method="dialog"/);
    await smtp.nextMailTo(email);
  });
});

describe("login without JavaScript", () => {
  it("says what is missing or wrong under the form, keeps the user id but never the password, and logs in with the cookie", async () => {
    const user = await createUser(t);
    const missing = await post("/user/login", { form: "login", "login-username": user.email, "login-password": "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("Enter your email or user id and your password.");
    const wrong = await post("/user/login", { form: "login", "login-username": user.email, "login-password": "wrong-password-9" });
    expect(wrong.body).toMatch(/role="alert"[^>]*>Invalid username or password\.</);
    expect(wrong.body).toContain(`value="${user.email}"`);
    expect(wrong.body).not.toContain("wrong-password-9");
    expect(cookiesOf(wrong).some((cookie) => cookie.startsWith("investar_session="))).toBe(false);

    const right = await post("/user/login?returnUrl=%2Fmy-investar%2Fmy-wallet", {
      form: "login",
      "login-username": user.email,
      "login-password": user.password,
    });
    expect(right.statusCode).toBe(302);
    expect(right.headers.location).toBe("/my-investar/my-wallet");
    const session = cookiesOf(right).find((cookie) => cookie.startsWith("investar_session="));
    expect(session).toMatch(/HttpOnly/i);
    // Another site's page never leads back anywhere but here.
    const away = await post("/user/login?returnUrl=https%3A%2F%2Fevil.example%2F", {
      form: "login",
      "login-username": user.email,
      "login-password": user.password,
    });
    expect(away.headers.location).toBe("/my-investar/manage-subscription");
  });

  it("refuses a login posted from another site's page (the API's own cross-site check)", async () => {
    const user = await createUser(t);
    const fields = { form: "login", "login-username": user.email, "login-password": user.password };
    const crossSite = await post("/user/login", fields, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBeGreaterThanOrEqual(400);
    expect(cookiesOf(crossSite).some((cookie) => cookie.startsWith("investar_session="))).toBe(false);
  });

  it("mails a forgotten user id and moves on to the claim-email page", async () => {
    const bad = await post("/user/login", { form: "forgot-user-id", "forgot-user-id-email": "nobody" });
    expect(errorOf(bad.body, "forgot-user-id-email")).toBe("Invalid email.");
    const user = await createUser(t);
    const sent = await post("/user/login", { form: "forgot-user-id", "forgot-user-id-email": user.email });
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe(`/claim-email?em=${encodeURIComponent(user.email)}`);
  });
});

describe("password recovery without JavaScript", () => {
  it("asks for the link with the rule's messages, then sets the new password from the mail and logs in", async () => {
    const empty = await post("/my-investar/password-recovery", { form: "recovery", "recovery-login-name": "" });
    expect(errorOf(empty.body, "recovery-login-name")).toBe("Enter your email or user id.");
    const user = await createUser(t);
    const sent = await post("/my-investar/password-recovery", { form: "recovery", "recovery-login-name": user.email });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("Check your email");
    const token = linkFrom((await smtp.nextMailTo(user.email)).raw, "my-investar/password-recovery");

    const path = `/my-investar/password-recovery?id=${token}`;
    const weak = await post(path, { form: "reset", "new-password": "short", "confirm-password": "short" });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak.body, "new-password")).toMatch(/\S/);
    const reset = await post(path, { form: "reset", "new-password": "Midcap2027run", "confirm-password": "Midcap2027run" });
    expect(reset.statusCode).toBe(302);
    expect(reset.headers.location).toBe("/my-investar/my-profile");
    expect(cookiesOf(reset).some((cookie) => cookie.startsWith("investar_session="))).toBe(true);
    const spent = await post(path, { form: "reset", "new-password": "Midcap2027run", "confirm-password": "Midcap2027run" });
    expect(spent.body).toContain("This password reset link has expired or was already used.");
  });
});

describe("support forms without JavaScript", () => {
  it("sends a problem report with an attachment and shows its reference; a missing subject is said next to its field", async () => {
    const email = unique("nojs.report");
    const form = (subject: string) => {
      const data = new FormData();
      data.append("form", "problem");
      data.append("email", email);
      data.append("subject", subject);
      data.append("description", "The data update stops at 40%.");
      data.append("files", new File(["log line"], "update.log", { type: "text/plain" }));
      return data;
    };
    const send = async (data: FormData) => {
      const encoded = new Response(data);
      return t.app.inject({
        method: "POST",
        url: "/support",
        headers: { "content-type": encoded.headers.get("content-type")!, host: HOST, origin: ORIGIN },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
    };
    const missing = await send(form(""));
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing.body, "problem-subject")).toBe("Enter a subject.");
    expect(missing.body).toContain("The data update stops at 40%.");
    const sent = await send(form("Data update stuck"));
    expect(sent.statusCode).toBe(200);
    const reference = /data-testid="support-reference"[^>]*>([^<]+)</.exec(sent.body)?.[1];
    expect(reference).toMatch(/\S/);
    expect((await smtp.nextMailTo(email)).raw).toContain(reference!);
  });

  it("sends the broker page's request to the partner team", async () => {
    const email = unique("nojs.broker");
    const data = new FormData();
    for (const [name, value] of Object.entries({ form: "broker-request", email, brokerName: "Pune Shares", name: "Asha" }))
      data.append(name, value);
    const encoded = new Response(data);
    const sent = await t.app.inject({
      method: "POST",
      url: "/investar/broker-partner",
      headers: { "content-type": encoded.headers.get("content-type")!, host: HOST, origin: ORIGIN },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatch(/data-testid="support-reference"[^>]*>[^<]+</);
    // Only this page's own form is taken here.
    const other = await post("/investar/broker-partner", { form: "feedback", email, subject: "x", message: "y", rating: "5" });
    expect(other.statusCode).toBe(400);
  });

  it("sends feedback", async () => {
    const sent = await post("/support", {
      form: "feedback",
      email: unique("nojs.feedback"),
      subject: "Scans",
      message: "Love them",
      rating: "5",
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatch(/data-testid="support-reference"[^>]*>[^<]+</);
  });
});

describe("the pages of these forms", () => {
  it("ship at most 20 KiB of gzipped JavaScript", async () => {
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const pages = [
      "/user/login",
      "/user/sign-up",
      "/support",
      `/confirm-email?id=${"x".repeat(43)}`,
      "/my-investar/password-recovery",
      "/tool-sign-up",
    ];
    for (const path of pages) {
      const weight = await pageWeight(url, path);
      expect(weight.status, path).toBe(200);
      expect(weight.js, path).toBeLessThanOrEqual(20 * 1024);
    }
  });
});
