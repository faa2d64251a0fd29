import { addDays, GRACE_PERIOD_DAYS, type IsoDate } from "@investar/core";
import type { ReactNode } from "react";
import { useI18n, type PageText } from "../../../i18n/page-locale.ts";
import type { SubscriptionOverview } from "../subscription-options.ts";

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="subscription-card__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function stateText({ t, day }: PageText, { subscr, state }: SubscriptionOverview): string {
  if (!subscr?.ExpiryDate) return "";
  if (state === "active") return t("account.subscription.card.active");
  if (state === "grace")
    return t("account.subscription.card.grace", { day: day(addDays(subscr.ExpiryDate, GRACE_PERIOD_DAYS[subscr.Plan])) });
  return t("account.subscription.card.expired");
}

const PLAN_KEYS: Record<string, string> = {
  Month: "account.subscription.card.plan.Month",
  Quarter: "account.subscription.card.plan.Quarter",
  Annual: "account.subscription.card.plan.Annual",
};

/** What the customer has now on one channel (docs/business-rules.md#user-subscription-details ToolSubscr / MobileSubscr), and the trial end for the desktop tool. */
interface SubscriptionCardProps {
  overview: SubscriptionOverview;
  names: Record<string, string>;
  trialEndDate: IsoDate | null;
  today: IsoDate;
}

/** The billing period in the page's language; a plan the catalogue does not name stays as stored. */
function planText({ t }: PageText, plan: string): string {
  const key = PLAN_KEYS[plan];
  return key ? t(key) : plan;
}

export function SubscriptionCard({ overview, names, trialEndDate, today }: SubscriptionCardProps) {
  const text = useI18n();
  const { t, day } = text;
  const name = (id: string) => names[id] ?? id;
  const { subscr, state, isMobile } = overview;
  const trial =
    !isMobile && trialEndDate ? (
      <Item term={t("account.subscription.card.trial")}>
        {t(trialEndDate < today ? "account.subscription.card.trialEnded" : "account.subscription.card.trialEnds", {
          day: day(trialEndDate),
        })}
      </Item>
    ) : null;
  if (!subscr || state === "none") {
    return (
      <div className="subscription-card card">
        <p>{t(isMobile ? "account.subscription.card.noMobile" : "account.subscription.card.noDesktop")}</p>
        {trial ? <dl className="subscription-card__list">{trial}</dl> : null}
      </div>
    );
  }
  return (
    <div className="subscription-card card">
      <dl className="subscription-card__list">
        <Item term={t("account.subscription.card.edition")}>{name(subscr.BaseProduct)}</Item>
        <Item term={t("account.subscription.card.addons")}>
          {subscr.Addons.length > 0 ? subscr.Addons.map(name).join(", ") : t("account.subscription.card.none")}
        </Item>
        <Item term={t("account.subscription.card.period")}>{planText(text, subscr.Plan)}</Item>
        {subscr.ExpiryDate ? (
          <Item term={t("account.subscription.card.expiry")}>
            {day(subscr.ExpiryDate)}{" "}
            <span className={`subscription-card__state subscription-card__state--${state}`}>{stateText(text, overview)}</span>
          </Item>
        ) : null}
        {isMobile ? null : (
          <Item term={t("account.subscription.card.licences")}>
            {t(
              subscr.LicenseType === "Simultaneous"
                ? "account.subscription.card.simultaneous"
                : "account.subscription.card.nonSimultaneous",
              {
                count: subscr.NoOfLicenses,
              },
            )}
          </Item>
        )}
        {subscr.isMobileFree ? (
          <Item term={t("account.subscription.card.mobileApp")}>
            {t(isMobile ? "account.subscription.card.includedFree" : "account.subscription.card.includedFreeWith")}
          </Item>
        ) : null}
        {trial}
      </dl>
    </div>
  );
}
