import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { runAutoRenewPass } from "../src/features/renewals/services/run-auto-renew-pass.ts";
import {
  askAgainMail,
  autoRenewOffAfterRefundMail,
  autoRenewReminderMail,
  cardExpiringMail,
  debitFailedMail,
  payLinkMail,
} from "../src/integrations/mail/auto-renew-mails.ts";
import { enqueueMail, type OutgoingMail } from "../src/integrations/mail/enqueue-mail.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { giveMandate } from "./support/mandates.ts";
import { giveSubscription, setTrialEnd } from "./support/pricing.ts";
import { expectHindiMail, readMail } from "./support/read-mail.ts";
import { createUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";

/** docs/adr/0060-mails-in-the-customers-language.md: auto-renew's mails (docs/business-rules.md#auto-renew) in a Hindi customer's language. */
const ENDS_AT = new Date("2026-03-20T18:30:00Z");
let clock = new Date(ENDS_AT.getTime() - 48 * 3_600_000);
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail({ now: () => clock }));
});
afterAll(() => closeTestAppWithMail(t, smtp));

async function autoRenewing(email: string, language: string) {
  const user = await createUser(t, { email, name: "Asha Verma" });
  await t.db.update(schema.users).set({ language }).where(eq(schema.users.id, user.userId));
  await setTrialEnd(t, user.userId, null);
  await giveSubscription(t, user.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2026-03-20" });
  await giveMandate(t, user.userId);
}

/** A mail composed for a Hindi account, sent through the outbox and the real SMTP catcher. */
async function sent(mail: OutgoingMail) {
  await enqueueMail(t.db, mail);
  t.app.deps.mail.nudge();
  return (await smtp.nextMailTo(mail.to)).raw;
}

const hindi = { name: "Asha Verma", language: "hi" };
const held = { product: "Standard", plan: "Quarter", addons: ["Intraday"], isMobile: false };
const debit = { ...hindi, held, amount: 1_00_000_00, currency: "INR" as const, debitDay: "2026-03-21" };
const payUrl = "https://investar.test/Pricing/CustomizeSubscription?product=Standard";

describe("auto-renew mails in the customer's language", () => {
  it("the pre-debit notice of the renewal pass is in Hindi for a Hindi account, in English for an English one", async () => {
    await autoRenewing("notice.hindi@example.in", "hi");
    await autoRenewing("notice.english@example.in", "en");
    clock = new Date(ENDS_AT.getTime() - 30 * 3_600_000);
    expect(await runAutoRenewPass(t.app.deps)).toMatchObject({ notified: 2 });

    const notice = expectHindiMail(
      (await smtp.nextMailTo("notice.hindi@example.in")).raw,
      "आपका Investar सब्सक्रिप्शन 21 मार्च 2026 को ₹2,941 में अपने-आप रिन्यू होगा",
    );
    expect(notice.body).toContain("Investar Standard, Quarter प्लान 21 मार्च 2026 को ₹2,941 (जहाँ लागू हो, GST सहित) में अपने-आप रिन्यू होगा।");
    expect(notice.body).toContain("VISA कार्ड (आख़िरी अंक 1111) से ली जाएगी।");
    expect(notice.body).toContain("ऑटो-रिन्यू कैंसल करें");
    expect(notice.body).toContain("भारतीय रिज़र्व बैंक (RBI)");

    const english = readMail((await smtp.nextMailTo("notice.english@example.in")).raw);
    expect(english.subject).toMatch(/^Your Investar subscription renews automatically on 21 Mar 2026 for ₹[\d,]+$/);
    expect(english.body).toContain("Investar Standard, Quarter plan renews automatically on 21 Mar 2026");
    expect(english.body).toContain("charged to your VISA card ending 1111 under the auto-renew mandate you gave us.");
    expect(english.headers).not.toMatch(/^Content-Language:/m);
  });

  it("the pay link, the request to approve a price above the limit, a failed debit and an expiring card are in Hindi", async () => {
    const payLink = expectHindiMail(
      await sent(payLinkMail({ ...debit, to: "paylink.hindi@example.in", payUrl })),
      "21 मार्च 2026 तक अपना Investar सब्सक्रिप्शन रिन्यू करें: ₹1,00,000",
    );
    expect(payLink.body).toContain("₹15,000 से ज़्यादा के ऑटोमैटिक कार्ड डेबिट के लिए भारतीय रिज़र्व बैंक आपकी अपनी मंज़ूरी माँगता है");
    expect(payLink.body).toContain("रिन्यू करें और पेमेंट करें");

    const askAgain = expectHindiMail(
      await sent(askAgainMail({ ...debit, to: "askagain.hindi@example.in", limit: 20_000_00, payUrl })),
      "आपके Investar रिन्यूअल के लिए आपकी मंज़ूरी चाहिए: ₹1,00,000",
    );
    expect(askAgain.body).toContain("जो आपके ऑटो-रिन्यू मैंडेट की ₹20,000 की लिमिट से ज़्यादा है");

    const retry = expectHindiMail(
      await sent(
        debitFailedMail({
          ...debit,
          to: "retry.hindi@example.in",
          reason: "declined",
          retryDay: "2026-03-23",
          lastDay: "2026-03-27",
          payUrl,
        }),
      ),
      "आपके Investar रिन्यूअल का पेमेंट नहीं हो पाया",
    );
    expect(retry.body).toContain(
      "Investar Standard, साथ में Intraday, Quarter प्लान रिन्यू करने के लिए हम ₹1,00,000 नहीं काट सके (बैंक ने पेमेंट मना कर दिया)।",
    );
    expect(retry.body).toContain("हम 23 मार्च 2026 को ₹1,00,000 के लिए फिर से कोशिश करेंगे।");
    expect(retry.body).toContain("ख़ुद पेमेंट करें");

    const last = expectHindiMail(
      await sent(
        debitFailedMail({
          ...debit,
          to: "last.hindi@example.in",
          reason: "No answer from the gateway",
          retryDay: null,
          lastDay: "2026-03-27",
          payUrl,
        }),
      ),
      "आपका Investar सब्सक्रिप्शन रिन्यू नहीं हो सका",
    );
    expect(last.body).toContain("यह आख़िरी कोशिश थी: ऑटो-रिन्यू अब बंद हो गया है।");
    expect(last.body).toContain("पेमेंट गेटवे से कोई जवाब नहीं मिला");

    const expiring = expectHindiMail(
      await sent(cardExpiringMail({ ...debit, to: "expiring.hindi@example.in", card: { cardNetwork: null, cardLast4: "4242" }, payUrl })),
      "आपके Investar ऑटो-रिन्यू का कार्ड अगले रिन्यूअल से पहले एक्सपायर हो रहा है",
    );
    expect(expiring.body).toContain("लेकिन आपका बैंक कार्ड (आख़िरी अंक 4242) उससे पहले एक्सपायर हो रहा है");
  });

  it("the auto-renew reminder and the mandate ended by a refund are in Hindi", async () => {
    const reminder = expectHindiMail(
      await sent(
        autoRenewReminderMail({
          ...hindi,
          to: "reminder.hindi@example.in",
          what: "Investar Standard",
          amount: 2_941_00,
          currency: "INR",
          debitDay: "2026-03-21",
          lastDay: "2026-03-20",
          manageUrl: "https://investar.test/my-investar/manage-subscription",
          settingsUrl: "https://investar.test/my-investar/my-profile",
        }),
      ),
      "आपका Investar सब्सक्रिप्शन 21 मार्च 2026 को ₹2,941 में अपने-आप रिन्यू होगा",
    );
    expect(reminder.body).toContain("Investar Standard का आपका सब्सक्रिप्शन 20 मार्च 2026 तक चालू है");
    expect(reminder.body).toContain("ऑटो-रिन्यू मैनेज करें");

    const off = expectHindiMail(
      await sent(
        autoRenewOffAfterRefundMail({
          ...hindi,
          to: "refunded.hindi@example.in",
          isMobile: true,
          amount: 1_00_000_00,
          currency: "INR",
          orderNumber: "INV-2026-C166SGE6WP",
          card: { cardNetwork: "VISA", cardLast4: "1111" },
          lastDay: null,
          manageUrl: "https://investar.test/my-investar/manage-subscription",
        }),
      ),
      "रिफ़ंड के बाद आपका ऑटो-रिन्यू बंद कर दिया गया है",
    );
    expect(off.body).toContain("हमने Investar मोबाइल ऐप के ऑटोमैटिक रिन्यूअल (ऑर्डर INV-2026-C166SGE6WP) के ₹1,00,000 रिफ़ंड कर दिए हैं।");
    expect(off.body).toContain("आपके VISA कार्ड (आख़िरी अंक 1111) पर दिया गया ऑटो-रिन्यू मैंडेट कैंसल कर दिया गया है");
  });
});
