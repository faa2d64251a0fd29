import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { addWebinar } from "./support/webinars.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md: the education pages' last English on /hi — the paid webinar's length on its
 * booking page, and the free-webinar register dialog's field refusals from the API, said by the page's script.
 */
let t: TestApp;
let paid: number;
beforeAll(async () => {
  t = await createTestApp({ web: true });
  paid = await addWebinar(t, new Date(), 72, {
    title: "Reading breakouts",
    durationMinutes: 90,
    isPaidWebinar: true,
    inrAmount: 1000_00,
    usdAmount: 20_00,
  });
  await addWebinar(t, new Date(), 48, { title: "Free breakouts" });
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

/** The texts the education script is given (EducationScript's data-education-texts). */
const scriptTexts = (html: string) => {
  const raw = /data-education-texts="([^"]*)"/.exec(html)?.[1];
  return raw === undefined
    ? null
    : JSON.parse(
        raw
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, "&")
          .replace(/&#x27;/g, "'"),
      );
};

describe("/hi/education/buy-webinar", () => {
  it("says the webinar's length in Hindi; the English page keeps '1 h 30 min'", async () => {
    const hindi = await page(`/hi/education/buy-webinar?webinarId=${paid}&currency=INR`);
    expect(hindi).toContain("30 मिनट");
    expect(hindi).not.toContain("1 h 30 min");
    expect(await page(`/education/buy-webinar?webinarId=${paid}&currency=INR`)).toContain("1 h 30 min");
  });
});

describe("the free-webinar register dialog on a Hindi page", () => {
  it("gives its script the API's field refusals in Hindi (core's rules by key); the English page gives none", async () => {
    const texts = scriptTexts(await page("/hi/education/technical-analysis-training"));
    expect(texts?.validation?.emailInvalid).toMatch(/[\u0900-\u097F]/);
    expect(texts?.validation?.emailRegistered).toContain("{host}");
    expect(texts?.validation?.nameRequired).toMatch(/[\u0900-\u097F]/);
    expect(scriptTexts(await page("/education/technical-analysis-training"))).toBeNull();
  });
});

describe("/hi/education/investar-software-training", () => {
  it("shows the course modules in Hindi, with nothing marked English; the English page keeps the content file's words", async () => {
    const hindi = await page("/hi/education/investar-software-training");
    expect(hindi).toContain("डेटा डाउनलोड और मैनेज करना");
    expect(hindi).not.toContain("Downloading and managing data");
    // The curriculum and the modules, up to the trial plan (videos and webinars above are staff's, ADR 0062).
    const course = hindi.slice(hindi.indexOf('id="curriculum"'), hindi.indexOf('id="trial-plan"'));
    expect(course).toContain("पोर्टफ़ोलियो मैनेजमेंट");
    expect(course).not.toContain('lang="en"');
    const english = await page("/education/investar-software-training");
    expect(english).toContain("Downloading and managing data");
    expect(english).not.toContain("डेटा डाउनलोड और मैनेज करना");
  });
});
