import { describe, expect, it } from "vitest";
import { composeMarketingMail } from "../src/integrations/mail/marketing-mail.ts";
import { enqueueMail } from "../src/integrations/mail/enqueue-mail.ts";
import { expectHindiMail, readMail } from "./support/read-mail.ts";
import { createUser } from "./support/sessions.ts";
import { suiteAppWithMail } from "./support/suite.ts";

/**
 * docs/adr/0060-mails-in-the-customers-language.md: a Hindi customer's referral invitation and download steps are in
 * Hindi, the download link a visitor asks for on a Hindi page too, and a marketing mail's signature and unsubscribe
 * line follow the customer's language around staff's own text.
 */
const { t, smtp } = suiteAppWithMail();

const customer = (email: string, language: "en" | "hi") => createUser(t, { email, name: "Asha Verma", language });

describe("referral, download and marketing mails in the customer's language", () => {
  it("a Hindi customer's invitation to a friend and their download steps are in Hindi", async () => {
    const asha = await customer("inviter.hindi@example.in", "hi");
    const invited = await t.app.inject({
      method: "GET",
      url: `/api/auth/AddReferral?emailAddress=${encodeURIComponent("friend.hindi@example.in")}&refereeId=${asha.userId}`,
      headers: asha.auth,
    });
    expect(invited.statusCode).toBe(200);
    const invitation = expectHindiMail(
      (await smtp.nextMailTo("friend.hindi@example.in")).raw,
      "Asha Verma ने आपको Investar आज़माने के लिए बुलाया है",
    );
    expect(invitation.body).toContain("7 दिन के फ़्री ट्रायल के लिए साइन अप करें");
    expect(invitation.body).toContain("मेरा फ़्री ट्रायल शुरू करें");

    const steps = await t.app.inject({ method: "GET", url: `/api/auth/SendDownloadStepsEmail?userId=${asha.userId}`, headers: asha.auth });
    expect(steps.statusCode).toBe(200);
    const download = expectHindiMail((await smtp.nextMailTo("inviter.hindi@example.in")).raw, "Investar डाउनलोड और इंस्टॉल कैसे करें");
    expect(download.body).toContain("नमस्ते Asha,");
    expect(download.body).toContain("1. नीचे दिया डाउनलोड पेज खोलें और सेटअप फ़ाइल (InvestarSetup.exe) सेव करने के लिए डाउनलोड बटन पर क्लिक करें।");
    expect(download.body).toContain("http://localhost:3000/investar/download");
  });

  it("the download link asked for on a Hindi page is in Hindi; on an English page in English", async () => {
    const ask = (email: string, headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/auth/SendDownloadLink", payload: { email }, headers });
    expect((await ask("phone.hindi@example.in", { cookie: "investar_lang=hi" })).statusCode).toBe(200);
    expect((await ask("phone.english@example.in", {})).statusCode).toBe(200);
    const hindi = expectHindiMail((await smtp.nextMailTo("phone.hindi@example.in")).raw, "Investar डाउनलोड और इंस्टॉल कैसे करें");
    expect(hindi.body).toContain("अपने Windows कंप्यूटर पर Investar चलाने के लिए ये स्टेप्स अपनाएँ:");
    const english = readMail((await smtp.nextMailTo("phone.english@example.in")).raw);
    expect(english.subject).toBe("How to download and install Investar");
    expect(english.body).toContain("Hello there,");
  });

  it("a marketing mail to a Hindi customer signs and offers its unsubscribe link in Hindi, around staff's own text", async () => {
    const user = await customer("newsletter.hindi@example.in", "hi");
    const mail = composeMarketingMail(
      t.app.deps.config,
      { userId: user.userId, email: user.email, language: "hi" },
      { kind: "newsletter", subject: "इस हफ़्ते के स्कैन", markdown: "Nifty ने **नया हाई** बनाया।", newsletterId: null },
    );
    await enqueueMail(t.db, mail);
    t.app.deps.mail.nudge();
    const read = readMail((await smtp.nextMailTo(user.email)).raw);
    expect(read.subject).toBe("इस हफ़्ते के स्कैन");
    expect(read.body).toContain("— टीम Investar");
    expect(read.body).toContain("आपको यह मेल इसलिए मिल रहा है क्योंकि आपने 'मेरी प्रोफ़ाइल' में इसे चुना है। इस तरह के मेल बंद करने के लिए: http");
    expect(read.body).toMatch(/>अनसब्सक्राइब करें<\/a>।/);
    expect(read.headers).toMatch(/^List-Unsubscribe: /m);
    // Staff's text may be in any language: the message is not labelled Hindi.
    expect(read.headers).not.toMatch(/^Content-Language:/m);
  });
});
