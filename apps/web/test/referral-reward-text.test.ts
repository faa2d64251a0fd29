import { describe, expect, it } from "vitest";
import { referralRewardText, whatsAppMessage } from "../app/components/account/referral-share.tsx";
import { messagesFor } from "../app/i18n/catalogues.server.ts";
import { pageText } from "../app/i18n/page-locale.ts";

const english = pageText([{ i18n: { locale: "en", messages: messagesFor("en", ["account"]) } }]);
const hindi = pageText([{ i18n: { locale: "hi", messages: messagesFor("hi", ["account"]) } }]);

describe("the referral reward as My referrals states it", () => {
  it("names both currencies' credit, when it is paid and what it pays for", () => {
    expect(referralRewardText(english, { INR: 500_00, USD: 6_00 })).toBe(
      "When someone who signed up through your link or your invitation makes their first paid purchase, ₹500 of general credit goes " +
        "into your wallet ($6.00 if they pay in US dollars) as soon as their payment is confirmed. You earn it once for each person. " +
        "General credit pays part of your own Investar bills in that currency; it is not paid out as cash.",
    );
  });

  it("names only the currency that earns something, and says so when nothing does", () => {
    expect(referralRewardText(english, { INR: 250_00, USD: 0 })).toContain(
      "₹250 of general credit goes into your wallet (payments in rupees only)",
    );
    expect(referralRewardText(english, { INR: 0, USD: 0 })).toBe("Referrals do not earn wallet credit at the moment.");
  });

  it("says it in Hindi for a Hindi customer, amounts in Indian grouping", () => {
    const reward = referralRewardText(hindi, { INR: 1_00_000_00, USD: 0 });
    expect(reward).toContain("₹1,00,000");
    expect(reward).toContain("जनरल क्रेडिट");
  });

  it("puts the link last in the WhatsApp message, in either language", () => {
    for (const text of [english, hindi]) {
      expect(whatsAppMessage(text, "https://example.in/user/sign-up?ref=a.b")).toMatch(/ https:\/\/example\.in\/user\/sign-up\?ref=a\.b$/);
    }
  });
});
