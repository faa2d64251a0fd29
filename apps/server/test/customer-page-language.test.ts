import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { suiteApp, suiteUser } from "./support/suite.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#choosing-a-language: the customer's own pages have one address and speak
 * the customer's language; their switch changes it and stays on the page.
 */
const t = suiteApp({ web: true });
const customer = suiteUser(t);

const session = () => `investar_session=${customer.token}`;
const languageOnAccount = async () =>
  (await t.db.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.id, customer.userId)))[0]!.language;

describe("the language of the customer's own pages", () => {
  it("is the account's language, whatever the cookie says", async () => {
    await t.db.update(schema.users).set({ language: "hi" }).where(eq(schema.users.id, customer.userId));
    const res = await t.app.inject({ method: "GET", url: "/my-investar/my-wallet", headers: { cookie: `${session()}; investar_lang=en` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN"');
    expect(res.headers["cache-control"]).toContain("no-store");
  });

  it("changes with the switch, which stays on the page and keeps its query", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/my-investar/manage-subscription?currency=USD&lang=en",
      headers: { cookie: session() },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/my-investar/manage-subscription?currency=USD");
    expect(String(res.headers["set-cookie"])).toContain("investar_lang=en");
    expect(await languageOnAccount()).toBe("en");
    const page = await t.app.inject({
      method: "GET",
      url: "/my-investar/manage-subscription?currency=USD",
      headers: { cookie: session() },
    });
    expect(page.body).toContain('<html lang="en-IN"');
    expect(page.body).toContain('href="/my-investar/manage-subscription?currency=USD&amp;lang=hi"');
  });

  it("switches to Hindi the same way, and links to public pages go to their Hindi twins", async () => {
    const res = await t.app.inject({ method: "GET", url: "/my-investar/my-referral?lang=hi", headers: { cookie: session() } });
    expect(res.headers.location).toBe("/my-investar/my-referral");
    expect(await languageOnAccount()).toBe("hi");
    const page = await t.app.inject({ method: "GET", url: "/my-investar/my-referral", headers: { cookie: session() } });
    expect(page.body).toContain('<html lang="hi-IN"');
    expect(page.body).toContain('href="/hi/Pricing"');
  });
});
