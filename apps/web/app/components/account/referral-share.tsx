import { formatMoney, type Currency } from "@investar/core";
import { useRef } from "react";
import { toast } from "../../lib/toast.ts";

/** The text a WhatsApp share pre-fills: a friend's recommendation with the link last, so it shows as a preview. */
export const whatsAppMessage = (link: string) => `I use Investar for stock charts and scans. Try it free for 7 days: ${link}`;

/** The member's own referral link (docs/business-rules.md#referral-link): copy it, or share it on WhatsApp. */
export function ReferralShare({ link }: { link: string }) {
  const field = useRef<HTMLInputElement>(null);
  // Where the clipboard is not allowed (an old browser, a page not over https) the link is selected for the visitor to copy.
  const selectLink = () => field.current?.select();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Copied");
    } catch {
      selectLink();
      toast.info("The link is selected: copy it with Ctrl+C, or long-press on a phone.");
    }
  };
  return (
    <div className="referral-share">
      <label htmlFor="referral-link">Your referral link</label>
      <div className="referral-share__row">
        <input id="referral-link" ref={field} className="referral-share__link" type="text" value={link} readOnly onFocus={selectLink} />
        <button type="button" className="button button--primary" onClick={copy}>
          Copy
        </button>
        <a
          className="button button--whatsapp"
          href={`https://wa.me/?text=${encodeURIComponent(whatsAppMessage(link))}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp
        </a>
      </div>
    </div>
  );
}

/** docs/business-rules.md#referral-credit, in the member's words: what a referral earns, when, and what it can pay for. */
export function referralRewardText(rewards: Record<Currency, number>): string {
  const { INR: rupees, USD: dollars } = rewards;
  if (rupees <= 0 && dollars <= 0) return "Referrals do not earn wallet credit at the moment.";
  const amount =
    rupees > 0 && dollars > 0
      ? `${formatMoney(rupees, "INR")} of general credit goes into your wallet (${formatMoney(dollars, "USD")} if they pay in US dollars)`
      : rupees > 0
        ? `${formatMoney(rupees, "INR")} of general credit goes into your wallet (payments in rupees only)`
        : `${formatMoney(dollars, "USD")} of general credit goes into your wallet (payments in US dollars only)`;
  return (
    `When someone who signed up through your link or your invitation makes their first paid purchase, ${amount} ` +
    "as soon as their payment is confirmed. You earn it once for each person. General credit pays part of your own Investar bills " +
    "in that currency; it is not paid out as cash."
  );
}
