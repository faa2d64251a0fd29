/**
 * docs/adr/0058-forms-without-javascript.md, the two forms left: a broker client's sign-up on /investar/broker-partner and a
 * reader's newsletter choice on /education/newsletters, posted by a browser without any script. Each calls the API the
 * script calls, in-process, and answers with the page and the API's own messages.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { pageWeight } from "../../../bench/page-weight.ts";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { createUser } from "./support/sessions.ts";
import { linkFrom } from "./support/test-smtp.ts";
import { postPageForm } from "./support/page-form.ts";
import { suiteAppWithMail } from "./support/suite.ts";

const { t, smtp } = suiteAppWithMail({ web: true });

const post = (url: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) =>
  postPageForm(t, url, fields, headers);
const unique = (label: string) => `${label}.${Date.now() % 1_000_000}${Math.random().toString(36).slice(2, 5)}@example.in`;
const errorOf = (html: string, id: string) => new RegExp(`id="${id}-error"[^>]*>([^<]*)<`).exec(html)?.[1];
const openedBox = (html: string) => /<input[^>]*name="openedAccount"[^>]*>/.exec(html)?.[0] ?? "";
/** The form's notice and the fields' messages, to say why a post was refused. */
const refusals = (html: string) => [...html.matchAll(/(?:role="alert"|class="field__error")[^>]*>([^<]+)</g)].map((m) => m[1]);

describe("a broker client's sign-up without JavaScript", () => {
  it("takes both steps on the broker page, keeps the box and the broker's campaign, and registers through RegisterForZerodhaPage", async () => {
    const page = "/investar/broker-partner?src=pune-branch";
    const email = unique("nojs.bc");
    const bad = await post(page, { form: "signup-email", "signup-email": "not-an-email", openedAccount: "on" });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad.body, "signup-email")).toBe("Invalid email.");
    // The box stays ticked, tied to the step on the page.
    expect(openedBox(bad.body)).toContain('form="signup-email-form"');
    expect(openedBox(bad.body)).toContain('checked=""');

    const step2 = await post(page, { form: "signup-email", "signup-email": email, openedAccount: "on" });
    expect(step2.statusCode, refusals(step2.body).join(" | ")).toBe(200);
    expect(step2.body).toContain("Signing up as <strong");
    expect(openedBox(step2.body)).toContain('form="signup-details-form"');
    expect(openedBox(step2.body)).toContain('checked=""');

    const details = { form: "signup-details", "signup-email": email, "signup-name": "Asha Kulkarni", "signup-mobile": "98765 43210" };
    const noAge = await post(page, { ...details, openedAccount: "on" });
    expect(noAge.statusCode).toBe(400);
    expect(noAge.body).toMatch(/id="signup-age-error"[^>]*>Please confirm that you are 18 or older/);

    const done = await post(page, { ...details, ageConfirmed: "on", openedAccount: "on" });
    expect(done.statusCode, refusals(done.body).join(" | ")).toBe(302);
    expect(done.headers.location).toMatch(/^\/email-verification\?id=\d+&em=.+&returnUrl=%2Finvestar%2Fbroker-partner%3Fwelcome%3Dclient/);
    const [account] = await t.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(account).toMatchObject({ brokerSource: "pune-branch", isBrokerOpenUser: true, regSrc: "Zerodha" });
    // The activation mail is sent, with its link.
    expect(linkFrom((await smtp.nextMailTo(email)).raw, "confirm-email")).toMatch(/\S/);
  });

  it("registers a client who did not tick the box as not opened through the offer; the partner request form still works beside it", async () => {
    const email = unique("nojs.bp");
    await post("/investar/broker-partner", { form: "signup-email", "signup-email": email });
    const done = await post("/investar/broker-partner", {
      form: "signup-details",
      "signup-email": email,
      "signup-name": "Ravi Patil",
      "signup-mobile": "9876543210",
      ageConfirmed: "on",
    });
    expect(done.statusCode).toBe(302);
    const [account] = await t.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(account).toMatchObject({ brokerSource: "broker-partner-page", isBrokerOpenUser: false });
    const taken = await post("/investar/broker-partner", { form: "signup-email", "signup-email": email });
    expect(errorOf(taken.body, "signup-email")).toBe("This Email Id is already registered in investarindia.com");
  });
});

describe("the newsletter choice without JavaScript", () => {
  it("gives and withdraws the newsletters through the API's consent call, and the page shows what the account receives", async () => {
    const reader = await createUser(t);
    const cookie = { cookie: `investar_session=${reader.token}` };
    const before = await t.app.inject({ method: "GET", url: "/education/newsletters", headers: cookie });
    expect(before.body).toContain("Save my newsletters");

    const saved = await post("/education/newsletters", { form: "newsletters", kinds: ["newsletter", "productUpdates"] }, cookie);
    expect(saved.statusCode, refusals(saved.body).join(" | ")).toBe(200);
    expect(/role="status"[^>]*>([^<]+)</.exec(saved.body)?.[1]).toBe("Saved. The next issue arrives on its usual day.");
    const services = createWebServices(t.app.deps);
    const on = async () =>
      (await services.getPrivacyOverview(reader.userId)).marketing
        .filter((state) => state.on)
        .map((state) => state.kind)
        .sort();
    expect(await on()).toEqual(["newsletter", "productUpdates"]);
    const shown = (await t.app.inject({ method: "GET", url: "/education/newsletters", headers: cookie })).body;
    expect(shown).toMatch(/<input type="checkbox" name="kinds" checked="" value="newsletter"/);

    const withdrawn = await post("/education/newsletters", { form: "newsletters", kinds: "productUpdates" }, cookie);
    expect(withdrawn.statusCode).toBe(200);
    expect(await on()).toEqual(["productUpdates"]);
    // Each change is one consent record, as a click on My privacy makes one.
    const history = (await services.getPrivacyOverview(reader.userId)).history;
    expect(history.filter((record) => JSON.stringify(record).includes("newsletter")).length).toBeGreaterThanOrEqual(2);
  });

  it("shows visitors the way to sign up, and a post without a session gets the API's refusal", async () => {
    const visitor = await t.app.inject({ method: "GET", url: "/education/newsletters" });
    expect(visitor.body).not.toContain("Save my newsletters");
    expect(visitor.body).toContain('href="/user/sign-up"');
    const refused = await post("/education/newsletters", { form: "newsletters", kinds: "newsletter" });
    expect(refused.statusCode).toBe(400);
    expect(refusals(refused.body).length).toBeGreaterThan(0);
  });
});

describe("My privacy's marketing switches without JavaScript", () => {
  it("switch a kind on and off through the API's consent call, saying so as the script's toast does", async () => {
    const reader = await createUser(t);
    const cookie = { cookie: `investar_session=${reader.token}` };
    const on = await post("/my-investar/privacy", { form: "marketing-consent", kind: "offers", given: "true" }, cookie);
    expect(on.statusCode).toBe(200);
    expect(/role="status"[^>]*>([^<]+)</.exec(on.body)?.[1]).toBe("Offers and discounts: you will get these mails.");
    const state = async () =>
      (await createWebServices(t.app.deps).getPrivacyOverview(reader.userId)).marketing.find((m) => m.kind === "offers")!.on;
    expect(await state()).toBe(true);
    // The page shows the switch's new state, ready to post the opposite.
    expect(on.body).toMatch(/name="kind" value="offers"\/><input type="hidden" name="given" value="false"/);
    await post("/my-investar/privacy", { form: "marketing-consent", kind: "offers", given: "false" }, cookie);
    expect(await state()).toBe(false);
    const bad = await post("/my-investar/privacy", { form: "marketing-consent", kind: "spam", given: "true" }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(refusals(bad.body).join(" ")).toContain("Choose a kind of marketing mail.");
  });
});

describe("My Profile's email preferences without JavaScript", () => {
  it("saves the boxes posted, unticked ones as off, through the API's call", async () => {
    const reader = await createUser(t);
    const cookie = { cookie: `investar_session=${reader.token}` };
    const saved = await post("/my-investar/my-profile", { form: "subscription-flags", newsletter: "on", offers: "on" }, cookie);
    expect(saved.statusCode, refusals(saved.body).join(" | ")).toBe(200);
    expect(/role="status"[^>]*>([^<]+)</.exec(saved.body)?.[1]).toBe("Your email preferences have been saved.");
    const [row] = await t.db.select({ flags: schema.users.subscriptionFlags }).from(schema.users).where(eq(schema.users.id, reader.userId));
    expect(row!.flags).toEqual({ newsletter: true, productUpdates: false, webinarInvites: false, offers: true, renewalReminders: false });
    expect(saved.body).toMatch(/<input type="checkbox" name="newsletter" checked=""/);
    // Another form of the page is not taken for this one.
    expect((await post("/my-investar/my-profile", { form: "contact" }, cookie)).statusCode).toBe(400);
    const [after] = await t.db
      .select({ flags: schema.users.subscriptionFlags })
      .from(schema.users)
      .where(eq(schema.users.id, reader.userId));
    expect(after!.flags.newsletter).toBe(true);
  });
});

describe("the pages of these forms", () => {
  it("ship at most 20 KiB of gzipped JavaScript", async () => {
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    for (const path of ["/investar/broker-partner", "/education/newsletters"]) {
      const weight = await pageWeight(url, path);
      expect(weight.status, path).toBe(200);
      expect(weight.js, path).toBeLessThanOrEqual(20 * 1024);
    }
  });
});
