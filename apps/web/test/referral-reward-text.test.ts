import { describe, expect, it } from "vitest";
import { referralRewardText, whatsAppMessage } from "../app/components/account/referral-share.tsx";

describe("the referral reward as My referrals states it", () => {
  it("names both currencies' credit, when it is paid and what it pays for", () => {
    expect(referralRewardText({ INR: 500_00, USD: 6_00 })).toBe(
      "When someone who signed up through your link or your invitation makes their first paid purchase, ₹500 of general credit goes " +
        "into your wallet ($6.00 if they pay in US dollars) as soon as their payment is confirmed. You earn it once for each person. " +
        "General credit pays part of your own Investar bills in that currency; it is not paid out as cash.",
    );
  });

  it("names only the currency that earns something, and says so when nothing does", () => {
    expect(referralRewardText({ INR: 250_00, USD: 0 })).toContain("₹250 of general credit goes into your wallet (payments in rupees only)");
    expect(referralRewardText({ INR: 0, USD: 0 })).toBe("Referrals do not earn wallet credit at the moment.");
  });

  it("puts the link last in the WhatsApp message", () => {
    expect(whatsAppMessage("https://example.in/user/sign-up?ref=a.b")).toMatch(/ https:\/\/example\.in\/user\/sign-up\?ref=a\.b$/);
  });
});
