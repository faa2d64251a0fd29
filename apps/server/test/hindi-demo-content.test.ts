import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md (the last points): a fresh demo site shows Hindi content on its /hi pages — the
 * catalogue's add-on and package names, the webinars' and training videos' titles — and English on its English pages.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

describe("the demo content on a fresh site", () => {
  it("names the catalogue's add-ons and packages in Hindi on /hi/Pricing, and in English on /Pricing", async () => {
    const hindi = await page("/hi/Pricing?currency=INR");
    expect(hindi).toContain("इंट्राडे (NSE कैश, 5 मिनट)");
    expect(hindi).toContain("Pro इंट्राडे के साथ");
    const english = await page("/Pricing?currency=INR");
    expect(english).toContain("Intraday (NSE Cash 5-Min)");
    expect(english).not.toContain("इंट्राडे (NSE कैश, 5 मिनट)");
  });

  it("titles the webinars and training videos in Hindi on the Hindi education pages", async () => {
    const training = await page("/hi/education/investar-software-training");
    expect(training).toContain("रोज़ का डेटा अपडेट चलाना");
    expect(training).not.toContain("Running the daily data update");
    expect(await page("/hi/education/technical-analysis-training")).toContain("टेक्निकल एनालिसिस की बुनियादी बातें");
    expect(await page("/education/investar-software-training")).toContain("Running the daily data update");
  });

  it("says the testimonials' Read More and the dialogs' Close in Hindi on /hi, and the plan cards' words", async () => {
    const hindi = await page("/hi");
    expect(hindi).toContain("पूरा पढ़ें");
    expect(hindi).toContain("बंद करें");
    expect(hindi).not.toMatch(/>\s*(?:Read More|Close)\s*</);
    expect(hindi).toContain('<p class="plan__tagline">हमेशा मुफ़्त, चार्टिंग सीखने के लिए</p>');
    expect(hindi).toContain("<li>अपना कस्टम स्क्रीनर</li>");
    expect(hindi).toContain('<span class="plan__note">प्रति माह, हर तिमाही भुगतान</span>');
    expect(hindi).not.toMatch(/Free forever|Custom screener|paid quarterly/);
    const english = await page("/");
    expect(english).toMatch(/>\s*Read More\s*</);
    expect(english).toMatch(/>\s*Close\s*</);
    expect(english).toContain('<p class="plan__tagline">Free forever, for learning the ropes</p>');
    expect(english).toContain("<li>Custom screener</li>");
    expect(english).not.toContain("अपना कस्टम स्क्रीनर");
  });
});

describe("the plan cards' Hindi twins", () => {
  const cards = schema.planShowcase;
  const untranslated = { taglineHi: null, billingNoteHi: null, featuresHi: null };

  it("are given by the migration to the starter cards as first seeded, not to a card staff have edited", async () => {
    await t.db.update(cards).set(untranslated);
    await t.db.update(cards).set({ tagline: "For traders who write their own systems" }).where(eq(cards.slug, "pro"));
    const migration = await readFile(new URL("../../../packages/db/migrations/0045_plan-card-hindi.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint").filter((part) => part.includes("UPDATE")))
      await t.db.execute(sql.raw(statement));
    await t.app.deps.caches.invalidate("site-content");
    const rows = await t.db.select().from(cards);
    const hindi = Object.fromEntries(rows.map((row) => [row.slug, row]));
    expect(hindi.lite?.taglineHi).toBe("हमेशा मुफ़्त, चार्टिंग सीखने के लिए");
    expect(hindi.standard?.featuresHi).toHaveLength(5);
    expect(hindi.pro).toMatchObject(untranslated);
  });

  it("fall back to the English words marked lang=en where staff wrote none", async () => {
    const body = await page("/hi");
    expect(body).toContain('<p lang="en" class="plan__tagline">For traders who write their own systems</p>');
    expect(body).toContain('<li lang="en">Custom screener</li>');
    expect(body).toContain('<span lang="en" class="plan__note">per month, paid quarterly</span>');
    expect(body).toContain('<p class="plan__tagline">सक्रिय निवेशकों के लिए पूरा टेक्निकल एनालिसिस</p>');
  });
});
