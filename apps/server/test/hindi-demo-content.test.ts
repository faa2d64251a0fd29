import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

  it("says the testimonials' Read More and the dialogs' Close in Hindi on /hi, and marks the plan cards' English", async () => {
    const hindi = await page("/hi");
    expect(hindi).toContain("पूरा पढ़ें");
    expect(hindi).toContain("बंद करें");
    expect(hindi).not.toMatch(/>\s*(?:Read More|Close)\s*</);
    expect(hindi).toContain('<p class="plan__tagline" lang="en">Free forever, for learning the ropes</p>');
    const english = await page("/");
    expect(english).toMatch(/>\s*Read More\s*</);
    expect(english).toMatch(/>\s*Close\s*</);
    expect(english).toContain('<p class="plan__tagline">Free forever, for learning the ropes</p>');
  });
});
