import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { suiteApp, suiteUser } from "./support/suite.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md (the last points): the in-app pricing page keeps its one address, opened from
 * the app, and speaks the visitor's chosen language — the account's, else the language cookie, else English.
 */
const t = suiteApp({ web: true });
const customer = suiteUser(t, { email: "mobile.hindi@example.in" });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("/PricingMobile", () => {
  it("is in Hindi for a visitor who chose Hindi, at the same address, its links to the Hindi pages", async () => {
    const res = await get("/PricingMobile?currency=INR", { cookie: "investar_lang=hi" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN"');
    expect(res.body).toContain("Investar मोबाइल ऐप के प्लान");
    expect(res.body).toContain("अपना मोबाइल प्लान ख़ुद बनाएँ");
    expect(res.body).toContain('href="/hi/Pricing"');
    expect(res.body).not.toContain("Build your own mobile plan");
    // Its switch stays on the page.
    expect(res.body).toMatch(/href="\/PricingMobile\?[^"]*lang=en"/);
  });

  it("stays English for a first visit and for one who chose English, whatever the browser prefers", async () => {
    const asked: Record<string, string>[] = [{ "accept-language": "hi-IN,hi" }, { cookie: "investar_lang=en" }];
    for (const headers of asked) {
      const res = await get("/PricingMobile?currency=INR", headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="en-IN"');
      expect(res.body).toContain("Build your own mobile plan");
      expect(res.body).not.toContain("Investar मोबाइल ऐप के प्लान");
    }
  });

  it("follows a signed-in customer's language, and the switch keeps the address", async () => {
    await t.db.update(schema.users).set({ language: "hi" }).where(eq(schema.users.id, customer.userId));
    const session = { cookie: `investar_session=${customer.token}` };
    expect((await get("/PricingMobile", session)).body).toContain("Investar मोबाइल ऐप के प्लान");
    const back = await get("/PricingMobile?lang=en&currency=INR", session);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe("/PricingMobile?currency=INR");
    const [row] = await t.db.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.id, customer.userId));
    expect(row?.language).toBe("en");
  });

  it("keeps each language apart in the page cache", async () => {
    for (let round = 0; round < 2; round++) {
      expect((await get("/PricingMobile?currency=USD", { cookie: "investar_lang=hi" })).body).toContain('<html lang="hi-IN"');
      expect((await get("/PricingMobile?currency=USD")).body).toContain('<html lang="en-IN"');
    }
  });
});
