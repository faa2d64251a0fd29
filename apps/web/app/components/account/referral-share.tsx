import type { Currency } from "@investar/core";
import { useRef } from "react";
import { useI18n, type PageText } from "../../i18n/page-locale.ts";
import { toast } from "../../lib/toast.ts";
import { ScriptButton } from "../script-button.tsx";

/** The text a WhatsApp share pre-fills, in the page's language: a friend's recommendation with the link last, so it shows as a preview. */
export const whatsAppMessage = (text: PageText, link: string) => text.t("account.referral.whatsAppMessage", { link });

/** The member's own referral link (docs/business-rules.md#referral-link): copy it, or share it on WhatsApp. */
export function ReferralShare({ link }: { link: string }) {
  const text = useI18n();
  const { t } = text;
  const field = useRef<HTMLInputElement>(null);
  // Where the clipboard is not allowed (an old browser, a page not over https) the link is selected for the visitor to copy.
  const selectLink = () => field.current?.select();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("account.referral.copied"));
    } catch {
      selectLink();
      toast.info(t("account.referral.selected"));
    }
  };
  return (
    <div className="referral-share">
      <label htmlFor="referral-link">{t("account.referral.yourLink")}</label>
      <div className="referral-share__row">
        <input id="referral-link" ref={field} className="referral-share__link" type="text" value={link} readOnly onFocus={selectLink} />
        <ScriptButton className="button button--primary" onClick={copy}>
          {t("account.referral.copy")}
        </ScriptButton>
        <a
          className="button button--whatsapp"
          href={`https://wa.me/?text=${encodeURIComponent(whatsAppMessage(text, link))}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("account.referral.whatsApp")}
        </a>
      </div>
    </div>
  );
}

/** docs/business-rules.md#referral-credit, in the member's words: what a referral earns, when, and what it can pay for. */
export function referralRewardText(text: PageText, rewards: Record<Currency, number>): string {
  const { INR: rupees, USD: dollars } = rewards;
  if (rupees <= 0 && dollars <= 0) return text.t("account.referral.noReward");
  const amounts = { rupees: text.money(rupees, "INR"), dollars: text.money(dollars, "USD") };
  const which = rupees > 0 && dollars > 0 ? "both" : rupees > 0 ? "rupees" : "dollars";
  return text.t(`account.referral.reward.${which}`, amounts);
}
