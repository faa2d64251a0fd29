/**
 * The catalogue's names in Hindi (docs/adr/0062-hindi-content-texts.md): staff give an add-on, a package or a
 * standalone item a Hindi name in the back office; the /hi pricing pages show it, an untranslated name stays English
 * marked lang="en", and the English pages are as they were.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema, SEED_HINDI_NAMES } from "@investar/db";
import { giveSubscription } from "./support/pricing.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const t = suiteApp({ web: true });
const admin = suiteUser(t, { role: "Admin" });
const investor = suiteUser(t);

const post = (url: string, payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method: "POST", url: `/api/admin/catalogue/${url}`, payload, headers: user?.auth ?? {} });
const page = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const adminCatalogue = async () => (await t.app.inject({ method: "GET", url: "/api/admin/catalogue", headers: admin.auth })).json();

const EOD_HI = "विस्तारित EOD हिस्ट्री";
const PACKAGE_HI = "प्रो इंट्राडे";
const STANDALONE_HI = "स्टैंडर्ड (केवल EOD)";

describe("an add-on's Hindi name", () => {
  it("is saved by the admin, audited, and shown on the Hindi pricing pages; the English pages keep the English name", async () => {
    const eod = (await adminCatalogue()).addons.find((a: { id: string }) => a.id === "Extended EOD History");
    const res = await post("addons", { ...eod, nameHi: `  ${EOD_HI} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await adminCatalogue()).addons).toContainEqual(expect.objectContaining({ id: "Extended EOD History", nameHi: EOD_HI }));
    const [audit] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "catalogue-addon-saved"));
    // The demo catalogue comes with Hindi names (its seed's), which staff may change.
    expect(audit?.details).toMatchObject({ before: { nameHi: SEED_HINDI_NAMES["Extended EOD History"] }, after: { nameHi: EOD_HI } });
    // One add-on left untranslated, to see the English fallback.
    const oneMin = (await adminCatalogue()).addons.find((a: { id: string }) => a.id === "Intraday (NSE Cash 1-Min)");
    expect((await post("addons", { ...oneMin, nameHi: "" })).statusCode).toBe(200);

    const hindi = await page("/hi/Pricing");
    expect(hindi).toContain(`<th scope="row">${EOD_HI}</th>`);
    // Not translated: English, marked so for browsers and screen readers.
    expect(hindi).toContain(`<th scope="row" lang="en">Intraday (NSE Cash 1-Min)</th>`);
    const english = await page("/Pricing");
    expect(english).toContain(`<th scope="row">Extended EOD History</th>`);
    expect(english).toContain(`<th scope="row">Intraday (NSE Cash 1-Min)</th>`);
    expect(english).not.toContain(EOD_HI);

    // The add-on choices of CustomizeSubscription (Extended EOD History is sold with Basic, intraday data with Pro).
    expect(await page("/hi/Pricing/CustomizeSubscription?product=Basic")).toContain(`<span class="choice__label">${EOD_HI}</span>`);
    expect(await page("/hi/Pricing/CustomizeSubscription?product=Pro")).toContain(
      `<span class="choice__label" lang="en">Intraday (NSE Cash 1-Min)</span>`,
    );
    const englishBasic = await page("/Pricing/CustomizeSubscription?product=Basic");
    expect(englishBasic).toContain(`<span class="choice__label">Extended EOD History</span>`);
    expect(englishBasic).not.toContain(EOD_HI);
  });

  it("is optional, bounded like the English name, and cleared when left blank", async () => {
    const eod = (await adminCatalogue()).addons.find((a: { id: string }) => a.id === "Extended EOD History");
    const long = await post("addons", { ...eod, nameHi: "अ".repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("The name in Hindi has at most 120 characters.");
    expect((await post("addons", { ...eod, nameHi: "   " })).statusCode).toBe(200);
    expect((await adminCatalogue()).addons).toContainEqual(expect.objectContaining({ id: "Extended EOD History", nameHi: null }));
    expect(await page("/hi/Pricing")).toContain(`<th scope="row" lang="en">Extended EOD History</th>`);
  });

  it("can't be set by an investor or a visitor", async () => {
    const before = (await adminCatalogue()).addons.find((a: { id: string }) => a.id === "Extended EOD History").nameHi;
    expect((await post("addons", { id: "Extended EOD History", name: "X", nameHi: "क" }, null)).statusCode).toBe(401);
    expect((await post("addons", { id: "Extended EOD History", name: "X", nameHi: "क" }, investor)).statusCode).toBe(403);
    expect((await adminCatalogue()).addons).toContainEqual(expect.objectContaining({ id: "Extended EOD History", nameHi: before }));
  });
});

describe("a package's and a standalone item's Hindi names", () => {
  it("show on /hi/Pricing and /hi/Pricing/StandalonePrices; the English pages are unchanged", async () => {
    const catalogue = await adminCatalogue();
    const pro = catalogue.packages.find((p: { name: string }) => p.name === "Pro Intraday");
    expect((await post("packages", { ...pro, nameHi: PACKAGE_HI })).statusCode).toBe(200);
    const items = catalogue.standalonePrices.map((item: { name: string }, i: number) => ({
      ...item,
      nameHi: i === 0 ? STANDALONE_HI : null,
    }));
    expect((await post("standalone-prices", { items })).statusCode).toBe(200);

    const hindi = await page("/hi/Pricing");
    expect(hindi).toMatch(new RegExp(`<h3 id="[^"]+" class="plan-card__name">${PACKAGE_HI}</h3>`));
    expect(await page("/Pricing")).toMatch(/<h3 id="[^"]+" class="plan-card__name">Pro Intraday<\/h3>/);
    expect(await page("/hi/Pricing/StandalonePrices")).toContain(`<th scope="row">${STANDALONE_HI}</th>`);
    const english = await page("/Pricing/StandalonePrices");
    expect(english).toContain(`<th scope="row">${catalogue.standalonePrices[0].name}</th>`);
    expect(english).not.toContain(STANDALONE_HI);
  });
});

describe("My Subscription", () => {
  it("names a Hindi customer's add-on in Hindi and an English customer's in English", async () => {
    const eod = (await adminCatalogue()).addons.find((a: { id: string }) => a.id === "Extended EOD History");
    expect((await post("addons", { ...eod, nameHi: EOD_HI })).statusCode).toBe(200);
    const mine = async (language: "en" | "hi") => {
      const user = await createUser(t, { email: `eod.${language}@example.in`, language });
      await giveSubscription(t, user.userId, {
        baseProduct: "Basic",
        plan: "Annual",
        addons: ["Extended EOD History"],
        expiryDate: "2099-01-01",
      });
      const res = await t.app.inject({
        method: "GET",
        url: "/my-investar/manage-subscription",
        headers: { cookie: `investar_session=${user.token}` },
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const hindi = await mine("hi");
    expect(hindi).toContain('<html lang="hi-IN"');
    expect(hindi).toContain(EOD_HI);
    const english = await mine("en");
    expect(english).toContain("Extended EOD History");
    expect(english).not.toContain(EOD_HI);
  });
});

describe("an offer's label and a package's badge in Hindi", () => {
  const OFFER_HI = SEED_HINDI_NAMES["Annual offer"]!;
  const BADGE_HI = SEED_HINDI_NAMES.Default!;
  const annualRule = async () => (await adminCatalogue()).discountRules.find((rule: { id: string }) => rule.id === "annual-free-months");

  it("name and describe the running offer in Hindi on /hi/Pricing, and the English page says what it said", async () => {
    const hindi = await page("/hi/Pricing?currency=INR");
    expect(hindi).toContain(`<h3 id="offer-1-heading">${OFFER_HI}</h3>`);
    expect(hindi).toContain("2 महीने फ़्री, डेस्कटॉप सॉफ़्टवेयर का सालाना प्लान ख़रीदने पर।");
    expect(hindi).toContain(`<p class="plan-card__flag">${BADGE_HI}</p>`);
    expect(hindi.slice(hindi.indexOf("<main"), hindi.indexOf("</main>"))).not.toMatch(/Annual offer|when you buy|>Default</);
    const english = await page("/Pricing?currency=INR");
    expect(english).toContain('<h3 id="offer-1-heading">Annual offer</h3>');
    expect(english).toContain("2 months free when you buy an annual plan of the desktop software.");
    expect(english).toContain('<p class="plan-card__flag">Default</p>');
    const running = (await t.app.inject({ method: "GET", url: "/api/payment/IsOfferActivated" })).json();
    expect(running.offers).toContainEqual(expect.objectContaining({ label: "Annual offer", labelHi: OFFER_HI }));
  });

  it("are saved by the admin; left blank, the Hindi page shows the English marked lang=en", async () => {
    const rule = await annualRule();
    const saved = await post("discount-rules", {
      id: rule.id,
      type: rule.type,
      label: rule.label,
      labelHi: " ",
      targetPlan: rule.TargetPlan,
      isForTool: rule.IsForTool,
      freeMonth: rule.FreeMonth,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await annualRule()).labelHi).toBeNull();
    const pro = (await adminCatalogue()).packages.find((p: { flag: string | null }) => p.flag === "Default");
    expect((await post("packages", { ...pro, flagHi: "" })).statusCode).toBe(200);
    const hindi = await page("/hi/Pricing?currency=INR");
    expect(hindi).toContain('<h3 id="offer-1-heading"><span lang="en">Annual offer</span></h3>');
    expect(hindi).toContain('<p class="plan-card__flag" lang="en">Default</p>');

    const translated = {
      id: rule.id,
      type: rule.type,
      label: rule.label,
      labelHi: "वार्षिक ऑफ़र",
      targetPlan: "Annual",
      isForTool: 1,
      freeMonth: 2,
    };
    expect((await post("discount-rules", translated)).statusCode).toBe(200);
    expect(await page("/hi/Pricing?currency=INR")).toContain('<h3 id="offer-1-heading">वार्षिक ऑफ़र</h3>');
    const long = await post("packages", { ...pro, flagHi: "अ".repeat(41) });
    expect(long.body).toContain("A badge in Hindi has at most 40 characters.");
    expect((await post("discount-rules", { id: rule.id, type: rule.type, label: rule.label, labelHi: "क" }, investor)).statusCode).toBe(
      403,
    );
  });
});
