import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { enterBusinessProfile, enteredBusinessProfile } from "./support/business-profile.ts";
import { htmlErrors } from "./support/html-validator.ts";
import { postPageForm } from "./support/page-form.ts";
import { buyAtSimulator } from "./support/checkout.ts";
import { bypassing, visibleText } from "./support/pseudo-locale.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { suiteApp } from "./support/suite.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards: the customer's privacy pages for a customer whose language is Hindi, rendered in
 * the pseudo-locale en-XA (any visible English outside the brackets bypassed the catalogue), in Hindi, and as valid HTML.
 * A request's summary is its record as filed (in English, marked so), the grievance officer's name and phone are the
 * business's: data, not UI text.
 */
const t = suiteApp({ web: true });
let customer: TestUser;
let payer: TestUser;
let ticketId = 0;
const inHindi = (user: TestUser) => t.db.update(schema.users).set({ language: "hi" }).where(eq(schema.users.id, user.userId));
beforeAll(async () => {
  await enterBusinessProfile(t);
  customer = await createUser(t, { name: "Test" });
  await inHindi(customer);
  // A paying customer: closing asks what happens to the unused days of their paid period.
  payer = await createUser(t, { name: "Test" });
  await buyAtSimulator(t, payer, { product: "Standard", plan: "Annual" }, "Simulate success");
  await inHindi(payer);
  const filed = await t.app.inject({
    method: "POST",
    url: "/api/privacy/requests/grievance",
    headers: customer.auth,
    payload: { topic: "marketing", description: "I keep getting offers though I never asked for them." },
  });
  expect(filed.statusCode).toBe(200);
  await t.app.inject({ method: "POST", url: "/api/privacy/RequestDataExport", headers: customer.auth });
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/user/SendInvestarFeedback",
    payload: { subject: "Scanner idea", message: "Please add a gap-up scan.", rating: 4 },
    headers: customer.auth,
  });
  const [ticket] = await t.db.select().from(schema.supportTickets).where(eq(schema.supportTickets.reference, sent.json().reference));
  ticketId = ticket!.id;
});

const get = (url: string, headers: Record<string, string> = {}, user = customer) =>
  t.app.inject({ method: "GET", url, headers: { cookie: `investar_session=${user.token}`, ...headers } });

const officer = enteredBusinessProfile.grievanceOfficer;
/**
 * A sentence with a link or a bold name in it is one catalogue message split around the element: its pieces keep an
 * opening or a closing bracket only, so each piece loses its bracketed part up to the element.
 */
const unsplit = (texts: string[]) => texts.map((text) => text.replace(/^[^⟦⟧]*⟧/, "").replace(/⟦[^⟦⟧]*$/, ""));
const OWN_DATA = [
  // Order and invoice numbers, and the DPR references of privacy requests.
  /\b[A-Z]{2,}[/-][\w/-]+/g,
  /\bDPR-\d{6,}\b/g,
  /<span lang="en">[^<]*/g,
  /Mails or messages I did not want/g,
  new RegExp(officer.name, "g"),
  /\+91[\d ]+/g,
  // The tickets' subjects, texts and authors as stored (a privacy request's ticket is filed in English for staff).
  /Scanner idea|Please add a gap-up scan\.|\bTest\b|Rating: \d of 5|Subject:|Grievance:/g,
  // Intl's time of day beside its day.
  /\b\d{1,2}:\d{2} (?:am|pm)\b/g,
  /\bSR-\d{6,}\b/g,
];

const PRIVACY_PAGES: [page: string, url: string][] = [
  ["My privacy", "/my-investar/privacy"],
  ["My privacy requests", "/my-investar/privacy/requests"],
  ["A download link that is not valid", "/my-investar/privacy/download?t=not-a-token"],
  ["A download link that does not exist", `/my-investar/privacy/download?t=${"x".repeat(43)}`],
  ["Close my account", "/my-investar/privacy/close-account"],
  ["My support requests", "/my-investar/support"],
];

describe("the customer's privacy pages in the pseudo-locale en-XA", () => {
  it.each(PRIVACY_PAGES)("%s: every visible text of the page comes from the catalogue", async (_page, url) => {
    const res = await get(url, { "x-pseudo-locale": "en-XA" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-XA"');
    const texts = visibleText(res.body, '<main id="main"', "</main>");
    expect(texts.some((text) => text.includes("⟦"))).toBe(true);
    expect(bypassing(unsplit(texts), OWN_DATA)).toEqual([]);
  });
});

describe("the customer's privacy pages in Hindi", () => {
  it.each(PRIVACY_PAGES)("%s is in Hindi and valid HTML", async (_page, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN"');
    expect(res.body).toMatch(/<h1>[^<]*[\u0900-\u097F]/);
    expect(await htmlErrors(res.body, url)).toEqual([]);
  });

  it("My privacy: the switches, the copy being prepared and the rights", async () => {
    const body = (await get("/my-investar/privacy")).body.replaceAll("<!-- -->", "");
    expect(body).toContain(">मार्केटिंग मेल</h2>");
    expect(body).toContain("चालू करें");
    expect(body).toMatch(/से तैयार हो रहा है: लिंक हम आपको मेल कर देंगे।/);
    expect(body).toContain(">मेरा अकाउंट बंद करें</a>");
  });

  it("My privacy requests: the request with its DPR reference and state, the forms' labels", async () => {
    const body = (await get("/my-investar/privacy/requests")).body.replaceAll("<!-- -->", "");
    expect(body).toMatch(/<td>DPR-\d{6,}<\/td><td><strong>शिकायत<\/strong>/);
    expect(body).toContain(">मिल गई</span>");
    expect(body).toContain(">क्या ठीक करना है?</label>");
    expect(body).toContain(">नॉमिनी का पूरा नाम</label>");
    expect(body).toContain(`हमारे ग्रीवांस ऑफ़िसर <strong>${officer.name}</strong> हैं`);
  });

  it("Close my account for a paying customer: the paid period's choice, its refund in rupees, the day the erasure is final", async () => {
    for (const headers of [{ "x-pseudo-locale": "en-XA" }, {}] as Record<string, string>[]) {
      const res = await get("/my-investar/privacy/close-account", headers, payer);
      expect(res.statusCode).toBe(200);
      const texts = visibleText(res.body, '<main id="main"', "</main>");
      expect(bypassing(unsplit(texts), OWN_DATA)).toEqual([]);
    }
    const body = (await get("/my-investar/privacy/close-account", {}, payer)).body.replaceAll("<!-- -->", "");
    expect(body).toContain(">आपका पेड सब्सक्रिप्शन</legend>");
    expect(body).toMatch(/ऑर्डर \S+ \(डेस्कटॉप सॉफ़्टवेयर\) का पेमेंट \d+ [^ ]+ \d{4} तक है: उसके \d+ में से \d+ दिन बचे हैं, जिनकी क़ीमत ₹[\d,]+ है।/);
    expect(body).toContain("बचे दिनों का पैसा कैश क्रेडिट के रूप में मेरे वॉलेट में रिफ़ंड करें");
    expect(body).toMatch(/वह <strong>\d+ [^ <]+ \d{4}<\/strong> तक \(7 दिन\) काम करेगा।/);
    expect(await htmlErrors(body, "/my-investar/privacy/close-account")).toEqual([]);
  });

  it("My support requests and a request's page: its kind, state, messages and the reply form", async () => {
    const list = (await get("/my-investar/support")).body.replaceAll("<!-- -->", "");
    expect(list).toContain(">मेरी सपोर्ट रिक्वेस्ट</h1>");
    expect(list).toMatch(/>SR-\d{6,}<\/a><\/td><td>Scanner idea<\/td><td>फ़ीडबैक<\/td>/);
    const url = `/my-investar/support/${ticketId}`;
    for (const headers of [{ "x-pseudo-locale": "en-XA" }, {}] as Record<string, string>[]) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(200);
      expect(bypassing(unsplit(visibleText(res.body, '<main id="main"', "</main>")), OWN_DATA)).toEqual([]);
    }
    const page = (await get(url)).body.replaceAll("<!-- -->", "");
    expect(page).toContain(">बातचीत</h2>");
    expect(page).toMatch(/<strong>[^<]+<\/strong> ने <time[^>]*>[^<]+<\/time> को लिखा/);
    expect(page).toContain(">आपका जवाब</label>");
    expect(page).toContain(">जवाब भेजें</button>");
    expect(await htmlErrors(page, url)).toEqual([]);
  });

  it("a switch posted without a script is answered in Hindi", async () => {
    const res = await postPageForm(
      t,
      "/my-investar/privacy",
      { form: "marketing-consent", kind: "offers", given: "true" },
      { cookie: `investar_session=${customer.token}` },
    );
    expect(res.body.replaceAll("<!-- -->", "")).toContain("ऑफ़र और डिस्काउंट: ये मेल अब आपको मिलेंगे।");
  });
});
