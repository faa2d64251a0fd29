import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import type { ClosureRefund } from "@investar/db/schema/account-closures";
import { dataExportReadyMail } from "../src/features/privacy-consent/services/data-export-mail.ts";
import { closureEffects } from "../src/features/account-closure/services/closure-effects.ts";
import { accountClosedMail, accountReopenedMail } from "../src/integrations/mail/account-closure-mails.ts";
import { enqueueMail, type OutgoingMail } from "../src/integrations/mail/enqueue-mail.ts";
import { mailLocale } from "../src/integrations/mail/mail-text.ts";
import {
  breachNoticeMail,
  privacyRequestAcknowledgementMail,
  privacyRequestReplyMail,
} from "../src/integrations/mail/privacy-request-mails.ts";
import { recipientLanguage } from "../src/integrations/mail/recipient-language.ts";
import { ticketReplyMail } from "../src/integrations/mail/support-desk-mails.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { expectHindiMail, readMail } from "./support/read-mail.ts";
import type { TestApp } from "./support/test-app.ts";

/**
 * docs/adr/0060-mails-in-the-customers-language.md: account closure, privacy request and support desk mails to a
 * Hindi customer are in Hindi (staff's own words kept as written); a visitor's support receipt is in the language
 * of the page they wrote from.
 */
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail());
});
afterAll(() => closeTestAppWithMail(t, smtp));

async function sent(mail: OutgoingMail) {
  await enqueueMail(t.db, mail);
  t.app.deps.mail.nudge();
  return (await smtp.nextMailTo(mail.to)).raw;
}

const officer = { name: "Meera Iyer", email: "grievance@investar.test", phone: "+91 22 4000 1234" };
const requestsUrl = "https://investar.test/my-investar/privacy/requests";

describe("closure, privacy and support mails in the customer's language", () => {
  it("the closing mail (with what the closing did) and the reopened mail are in Hindi", async () => {
    const facts = {
      userId: 1,
      email: "closed.hindi@example.in",
      name: "Asha Verma",
      language: "hi",
      hasPassword: true,
      closed: false,
      mayClose: true,
      paymentsInFlight: 0,
      periods: [
        {
          orderId: 1,
          orderNumber: "INV-2026-ABC123",
          kind: "tool" as const,
          currency: "INR" as const,
          firstDay: "2026-01-01",
          lastDay: "2026-12-31",
          unused: { daysUnused: 96, daysBought: 365, amount: 3_104_00 },
        },
      ],
      activeMandates: [7],
      cashCredit: { INR: 0, USD: 0 },
    };
    const refunds: ClosureRefund[] = [
      { orderNumber: "INV-2026-ABC123", currency: "INR" as const, amount: 3_104_00, creditNoteNumber: "CN/26-27/000012" },
    ];
    const now = new Date("2026-09-26T06:30:00Z");
    const effects = closureEffects(facts, "refund", refunds, now, mailLocale("hi"));
    const closed = expectHindiMail(
      await sent(
        accountClosedMail(
          facts,
          { reference: "CL-4F2A9C1E07", finalDay: "2026-10-03", effects },
          "https://investar.test/reopen-account?t=x",
          "help@investar.test",
        ),
      ),
      "आपका Investar अकाउंट बंद कर दिया गया है",
    );
    expect(closed.body).toContain("आपके कहने पर आपका Investar अकाउंट बंद कर दिया गया है (रेफ़रेंस CL-4F2A9C1E07)।");
    expect(closed.body).toContain(
      "आपका डेस्कटॉप सॉफ़्टवेयर सब्सक्रिप्शन (ऑर्डर INV-2026-ABC123, 31 दिसंबर 2026 तक पेमेंट किया हुआ) 26 सितंबर 2026 को समाप्त हो गया है; इसके 365 में से 96 दिन इस्तेमाल नहीं हुए थे, उनके ₹3,104 आपके वॉलेट में कैश क्रेडिट के रूप में रिफ़ंड कर दिए गए, क्रेडिट नोट CN/26-27/000012 के साथ।",
    );
    expect(closed.body).toContain("ऑटो-रिन्यू कैंसल कर दिया गया है");
    expect(closed.body).toContain("3 अक्टूबर 2026 से पहले नीचे दिए लिंक से इसे फिर से खोल लें।");
    expect(closed.body).toContain("मेरा अकाउंट फिर से खोलें");
    // The page and the API keep the English wording.
    expect(closureEffects(facts, "refund", refunds, now)[0]).toBe(
      "Your desktop software subscription (order INV-2026-ABC123, paid through 31 Dec 2026) ends on 26 Sep 2026; its 96 unused days of 365, ₹3,104, were refunded to your wallet as cash credit, with credit note CN/26-27/000012.",
    );

    const reopened = expectHindiMail(
      await sent(accountReopenedMail({ email: "reopened.hindi@example.in", name: "Asha Verma", language: "hi" }, "help@investar.test")),
      "आपका Investar अकाउंट फिर से खुल गया है",
    );
    expect(reopened.body).toContain("पहले की तरह लॉग इन करें।");
  });

  it("the privacy request acknowledgement, staff's reply, the data download and the breach notice are in Hindi", async () => {
    const ack = expectHindiMail(
      await sent(
        privacyRequestAcknowledgementMail({
          to: "dpr.hindi@example.in",
          name: "Asha Verma",
          language: "hi",
          reference: "DPR-000042",
          kind: "access",
          summary: "Send me a copy of my data",
          dueAt: new Date("2026-12-04T10:00:00Z"),
          limitAt: new Date("2027-02-25T10:00:00Z"),
          requestsUrl,
          officer,
        }),
      ),
      "हमें आपका अनुरोध मिल गया है (DPR-000042): मेरे डेटा की कॉपी",
    );
    expect(ack.body).toContain("नमस्ते Asha Verma,");
    expect(ack.body).toContain("हमारी कोशिश 4 दिसंबर 2026 तक जवाब देने की है, और किसी भी हालत में 25 फ़रवरी 2027 के बाद नहीं।");
    expect(ack.body).toContain("हमारे शिकायत अधिकारी (Grievance Officer) Meera Iyer");

    const reply = expectHindiMail(
      await sent(
        privacyRequestReplyMail({
          to: "dpr-reply.hindi@example.in",
          name: null,
          language: "hi",
          reference: "DPR-000042",
          state: "done",
          message: "आपका नाम ठीक कर दिया गया है।\n\nनया इनवॉइस My Subscription पर है।",
          requestsUrl,
          officer: null,
        }),
      ),
      "आपका अनुरोध DPR-000042: पूरा हुआ",
    );
    expect(reply.body).toContain("आपके अनुरोध DPR-000042 के बारे में (अब: पूरा हुआ):");
    expect(reply.body).toContain("नया इनवॉइस My Subscription पर है।");

    const download = expectHindiMail(
      await sent(
        dataExportReadyMail(
          { email: "export.hindi@example.in", name: "Asha Verma", language: "hi" },
          "https://investar.test/my-investar/privacy/download?t=x",
          new Date("2026-12-12T13:30:00Z"),
        ),
      ),
      "आपका Investar डेटा डाउनलोड के लिए तैयार है",
    );
    expect(download.body).toMatch(/नीचे दिया लिंक शनि, 12 दिसंबर 2026, 7:00 (pm|PM) IST तक सिर्फ़ एक बार काम करेगा/);

    const breach = expectHindiMail(
      await sent(
        breachNoticeMail({
          to: "breach.hindi@example.in",
          name: "Asha Verma",
          language: "hi",
          title: "Webinar registrations exposed",
          nature: "A list was readable at an unlisted address.",
          occurred: { occurredFrom: "2026-11-24T03:30:00.000Z", occurredTo: null, discoveredAt: "2026-11-26T12:15:00.000Z" },
          dataAffected: "Name and email address.",
          likelyImpact: "Phishing mails.",
          measuresTaken: "We removed the file.",
          userSteps: "Do not share one-time codes.",
          reference: "BR-0003",
          officer,
          contactEmail: "help@investar.test",
        }),
      ),
      "ज़रूरी सूचना: आपके Investar अकाउंट से जुड़ा पर्सनल डेटा ब्रीच (BR-0003)",
    );
    expect(breach.body).toMatch(/कब: यह 24 नवंबर 2026, 9:00 (am|AM) IST से हुआ; हमें इसका पता 26 नवंबर 2026, 5:45 (pm|PM) IST को चला।/);
    expect(breach.body).toContain("हमने क्या किया है:");
    expect(breach.body).toContain("इसके लिए हमें खेद है।");
  });

  it("a visitor's support receipt follows the page's language; staff's reply to a Hindi account is framed in Hindi", async () => {
    const send = (email: string, headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/SendInvestarFeedback",
        payload: { subject: "चार्ट धीमे हैं", message: "शाम को चार्ट धीमे खुलते हैं।", rating: 3, email },
        headers,
      });
    expect((await send("feedback.hindi@example.in", { cookie: "investar_lang=hi" })).statusCode).toBe(200);
    expect((await send("feedback.english@example.in", {})).statusCode).toBe(200);
    const receipt = expectHindiMail(
      (await smtp.nextMailTo("feedback.hindi@example.in")).raw,
      /^हमें आपका संदेश मिल गया है: वेबसाइट फ़ीडबैक \(SR-\d{6}\)$/,
    );
    expect(receipt.body).toMatch(/आपका संदेश \(वेबसाइट फ़ीडबैक\) हमारी टीम को रेफ़रेंस नंबर SR-\d{6} के साथ मिल गया है।/);
    const english = readMail((await smtp.nextMailTo("feedback.english@example.in")).raw);
    expect(english.subject).toMatch(/^We have received your website feedback \(SR-\d{6}\)$/);
    expect(english.body).toContain("Hello,");

    // Staff reply to an address: the language of the account that holds it.
    await t.db
      .insert(schema.users)
      .values({ email: "ticket.hindi@example.in", fullName: "Asha Verma", isEmailVerified: true, language: "hi" });
    expect(await recipientLanguage(t.db, { email: "Ticket.Hindi@example.in" })).toBe("hi");
    expect(await recipientLanguage(t.db, { email: "nobody@example.in" })).toBeNull();
    const reply = expectHindiMail(
      await sent(
        ticketReplyMail({
          to: "ticket.hindi@example.in",
          name: "Asha",
          language: await recipientLanguage(t.db, { email: "ticket.hindi@example.in" }),
          subject: "Re: चार्ट धीमे हैं [SR-000321]",
          reference: "SR-000321",
          body: "Please update to version 9.2.\n\nIt loads charts faster.",
          supportAddress: "support@investar.test",
          messageId: "<SR-000321.1@investar.test>",
          inReplyTo: null,
          references: [],
          ticketUrl: "https://investar.test/my-investar/support/321",
        }),
      ),
      "Re: चार्ट धीमे हैं [SR-000321]",
    );
    expect(reply.body).toContain("Please update to version 9.2.");
    expect(reply.body).toContain("आप पूरी बातचीत अपने अकाउंट में भी पढ़ सकते हैं और वहीं से जवाब दे सकते हैं:");
    expect(reply.body).toContain("जवाब देने के लिए इसी मेल का जवाब दें और सब्जेक्ट में SR-000321 रहने दें।");
    expect(reply.headers).toMatch(/^Message-ID: <SR-000321\.1@investar\.test>$/m);
  });
});
