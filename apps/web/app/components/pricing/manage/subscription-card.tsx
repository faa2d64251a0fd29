import { addDays, formatDay, GRACE_PERIOD_DAYS, type IsoDate } from "@investar/core";
import type { ReactNode } from "react";
import type { SubscriptionOverview } from "../subscription-options.ts";

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="subscription-card__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function stateText({ subscr, state }: SubscriptionOverview): string {
  if (!subscr?.ExpiryDate) return "";
  if (state === "active") return "Active";
  if (state === "grace")
    return `Expired; renew by ${formatDay(addDays(subscr.ExpiryDate, GRACE_PERIOD_DAYS[subscr.Plan]))} to continue without a gap`;
  return "Expired";
}

/** What the customer has now on one channel (docs/business-rules.md#user-subscription-details ToolSubscr / MobileSubscr), and the trial end for the desktop tool. */
interface SubscriptionCardProps {
  overview: SubscriptionOverview;
  names: Record<string, string>;
  trialEndDate: IsoDate | null;
  today: IsoDate;
}

export function SubscriptionCard({ overview, names, trialEndDate, today }: SubscriptionCardProps) {
  const name = (id: string) => names[id] ?? id;
  const { subscr, state, isMobile } = overview;
  const trial =
    !isMobile && trialEndDate ? (
      <Item term="Free trial">{`${trialEndDate < today ? "Ended" : "Ends"} on ${formatDay(trialEndDate)}`}</Item>
    ) : null;
  if (!subscr || state === "none") {
    return (
      <div className="subscription-card card">
        <p>{isMobile ? "You have no mobile app subscription." : "You have no paid desktop subscription yet."}</p>
        {trial ? <dl className="subscription-card__list">{trial}</dl> : null}
      </div>
    );
  }
  return (
    <div className="subscription-card card">
      <dl className="subscription-card__list">
        <Item term="Edition">{name(subscr.BaseProduct)}</Item>
        <Item term="Add-ons">{subscr.Addons.length > 0 ? subscr.Addons.map(name).join(", ") : "None"}</Item>
        <Item term="Billing period">{subscr.Plan}</Item>
        {subscr.ExpiryDate ? (
          <Item term="Expiry date">
            {formatDay(subscr.ExpiryDate)}{" "}
            <span className={`subscription-card__state subscription-card__state--${state}`}>{stateText(overview)}</span>
          </Item>
        ) : null}
        {isMobile ? null : (
          <Item term="Licences">
            {subscr.NoOfLicenses} ({subscr.LicenseType === "Simultaneous" ? "simultaneous" : "non-simultaneous"})
          </Item>
        )}
        {subscr.isMobileFree ? <Item term="Mobile app">{isMobile ? "Included free" : "Included free with this subscription"}</Item> : null}
        {trial}
      </dl>
    </div>
  );
}
