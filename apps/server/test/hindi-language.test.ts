import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { createUser } from "./support/sessions.ts";

/** docs/adr/0059-hindi-with-lingui.md#choosing-a-language: each language's addresses, the switch, the first visit and the page cache. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("a page in each language", () => {
  it("serves the Hindi twin under /hi with lang, hreflang and the Hindi header", async () => {
    const res = await get("/hi/Pricing");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN"');
    expect(res.body).toContain(`<link rel="alternate" hrefLang="hi-IN" href="${publicUrl(res.body)}/hi/Pricing"/>`);
    expect(res.body).toContain("प्लान और कीमतें");
    expect(res.body).toContain('href="/hi/investar/download"');
    // The switch leads to the English twin and says so in English.
    expect(res.body).toMatch(/href="\/Pricing\?lang=en"[^>]*>English</);
  });

  it("keeps English pages unprefixed, in en-IN, with the alternates and a switch to Hindi", async () => {
    const res = await get("/Pricing");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-IN"');
    const base = publicUrl(res.body);
    expect(res.body).toContain(`<link rel="alternate" hrefLang="en-IN" href="${base}/Pricing"/>`);
    expect(res.body).toContain(`<link rel="alternate" hrefLang="hi-IN" href="${base}/hi/Pricing"/>`);
    expect(res.body).toContain(`<link rel="alternate" hrefLang="x-default" href="${base}/Pricing"/>`);
    expect(res.body).toContain("Plans and pricing");
    expect(res.body).toMatch(/href="\/hi\/Pricing\?lang=hi"[^>]*>हिन्दी</);
  });

  it("serves a search-topic guide in Hindi under /hi, its title, body and price in Hindi and no English body", async () => {
    const res = await get("/hi/investar/seo/best-technical-analysis-software-india");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN"');
    expect(res.body).toContain("<title>भारत में टेक्निकल एनालिसिस सॉफ़्टवेयर कैसे चुनें | Investar</title>");
    expect(res.body).toContain("<h1");
    expect(res.body).toContain("भारत में टेक्निकल एनालिसिस सॉफ़्टवेयर कैसे चुनें</h1>");
    // The copy price is filled in from the catalogue after translation.
    expect(res.body).toMatch(/तिमाही बिलिंग पर ₹[\d,]+ प्रति महीने से/);
    expect(res.body).not.toContain("{{");
    expect(res.body).not.toContain("Start with the data");
    expect(res.body).not.toContain('lang="en"');
    expect(res.body).toContain('href="/hi/investar/seo/nse-charting-software"');
  });

  it("serves the FAQ page in Hindi under /hi: every question and answer, with prices and rules filled in", async () => {
    const res = await get("/hi/investar/faqs");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Investar FAQs: ट्रायल, डेटा, भुगतान, लाइसेंस और अकाउंट | Investar</title>");
    const faqs = faqsOf(res.body);
    expect(faqs).toHaveLength(28);
    for (const { question, answer } of faqs) {
      expect(question).toMatch(/[\u0900-\u097F]/);
      expect(answer, question).toMatch(/[\u0900-\u097F]/);
    }
    expect(res.body).toMatch(/तिमाही प्लान पर Standard ₹[\d,]+ और Pro ₹[\d,]+ प्रति महीने से/);
    expect(res.body).toContain("मासिक प्लान पर 3 दिन, तिमाही प्लान पर 5 दिन और सालाना प्लान पर 7 दिन");
    expect(mainOf(res.body)).not.toContain("{");
    expect(res.body).not.toContain("How do I start the free trial?");
    expect(res.body).toContain('href="/hi/user/sign-up"');
    // The customer's own pages have one address in both languages, named as the account menu names them.
    expect(res.body).toContain('<a href="/my-investar/my-wallet">मेरा वॉलेट</a>');
  });

  it("keeps the English FAQ page's words, the figures filled in where its text used to hold them", async () => {
    // The visible text: React marks where two texts met with an empty comment, which no reader sees.
    const body = (await get("/investar/faqs")).body.replaceAll("<!-- -->", "");
    const faqs = faqsOf(body);
    expect(faqs).toHaveLength(28);
    expect(faqs[0]?.question).toBe("How do I start the free trial?");
    expect(body).toMatch(/Standard starts at ₹[\d,]+ and Pro at ₹[\d,]+ per month on a quarterly plan/);
    expect(body).toContain("GST at 18% is added to the price at checkout");
    expect(body).toContain("3 days for a monthly plan, 5 days for a quarterly plan and 7 days for an annual plan.");
    expect(body).toContain("2 licences get 10% off, 3 or 4 licences 20% off, and 5 or more 25% off.");
    expect(mainOf(body)).not.toMatch(/[\u0900-\u097F]/);
  });

  it("answers the Hindi 404 under /hi", async () => {
    const res = await get("/hi/no-such-page");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="hi-IN"');
    expect(res.body).toContain("आप जो पेज ढूँढ रहे हैं, वह नहीं मिला!");
  });

  it("lists both languages in the sitemap", async () => {
    const res = await get("/sitemap.xml");
    const base = /<loc>(https?:\/\/[^/<]+)/.exec(res.body)?.[1] ?? "";
    expect(res.body).toContain(`<loc>${base}/Pricing</loc>`);
    expect(res.body).toContain(`<loc>${base}/hi/Pricing</loc>`);
    expect(res.body).toContain(`<loc>${base}/hi</loc>`);
    expect(res.body).toContain(`hreflang="hi-IN" href="${base}/hi/Pricing"`);
    // Pages without a twin are listed once.
    expect(res.body).not.toContain(`${base}/hi/lpage/1`);
  });
});

describe("choosing a language", () => {
  it("sends a first visit whose browser prefers Hindi to the /hi twin, query kept", async () => {
    const res = await get("/Pricing?plan=Annual", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/hi/Pricing?plan=Annual");
    expect(String(res.headers["cache-control"])).toContain("no-store");
  });

  it("serves English to a browser that prefers English, and says the page varies by cookie and language", async () => {
    const res = await get("/Pricing", { "accept-language": "en-IN,en;q=0.9,hi;q=0.8" });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.vary)).toMatch(/Cookie, Accept-Language/);
  });

  it("remembers the switch in a cookie and lands on the clean address", async () => {
    const toHindi = await get("/hi/Pricing?lang=hi&plan=Annual");
    expect(toHindi.statusCode).toBe(302);
    expect(toHindi.headers.location).toBe("/hi/Pricing?plan=Annual");
    expect(String(toHindi.headers["set-cookie"])).toMatch(/investar_lang=hi;.*Path=\//);
    // Chose Hindi: an English address goes to its twin, whatever the browser says.
    const english = await get("/investar/download", { cookie: "investar_lang=hi", "accept-language": "en-IN" });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe("/hi/investar/download");
    // A page without a twin stays where it is.
    expect((await get("/lpage/1", { cookie: "investar_lang=hi" })).statusCode).not.toBe(302);
  });

  it("never redirects one who chose English", async () => {
    const back = await get("/Pricing?lang=en", { cookie: "investar_lang=hi" });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe("/Pricing");
    expect(String(back.headers["set-cookie"])).toMatch(/investar_lang=en;/);
    const res = await get("/Pricing", { cookie: "investar_lang=en", "accept-language": "hi-IN,hi" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-IN"');
  });

  it("keeps a signed-in customer's choice on the account, for their mails", async () => {
    const user = await createUser(t, { email: "hindi.reader@example.in" });
    await get("/hi?lang=hi", { cookie: `investar_session=${user.token}` });
    const [row] = await t.db.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.id, user.userId));
    expect(row?.language).toBe("hi");
  });
});

describe("the page cache", () => {
  it("keeps each language's page apart", async () => {
    // Twice each, in turns: the second of each pair comes from the cache, still in its own language.
    for (let round = 0; round < 2; round++) {
      const hindi = await get("/hi");
      const english = await get("/");
      expect(hindi.body).toContain('<html lang="hi-IN"');
      expect(hindi.body).toContain("हर ट्रेडर के लिए एक प्लान");
      expect(english.body).toContain('<html lang="en-IN"');
      expect(english.body).not.toContain("हर ट्रेडर के लिए एक प्लान");
    }
  });
});

const mainOf = (html: string) => html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));

/** A FAQ page's questions and the text of their answers. */
function faqsOf(html: string): { question: string; answer: string }[] {
  return [...html.matchAll(/<details><summary>([^<]*)<\/summary><div>([\s\S]*?)<\/div><\/details>/g)].map((m) => ({
    question: m[1]!,
    answer: m[2]!.replace(/<[^>]+>/g, ""),
  }));
}

function publicUrl(html: string): string {
  return /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)?.[1] ?? "";
}
