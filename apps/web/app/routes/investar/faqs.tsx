import { GRACE_PERIOD_DAYS, GST_PERCENT, simultaneousLicenceDiscountPercent } from "@investar/core";
import { Link } from "react-router";
import type { Route } from "./+types/faqs";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
import { FaqGroups, type FaqGroup } from "../../components/faq-groups.tsx";
import { faqLinks, faqQuestionKeys, faqTopicIds } from "../../content/faqs.ts";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { pageMessages } from "../../lib/page-messages.server.ts";
import { usePriceCopy } from "../../lib/price-copy.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { richText, slots } from "../../i18n/rich-text.tsx";
import { menuLinkKey } from "../../i18n/site-map-text.ts";
import "../../styles/product.css";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function loader(args: Route.LoaderArgs) {
  return { messages: pageMessages(args, ["faq"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "faqs", path: "/investar/faqs" });
}

export default function Faqs() {
  const { t, has, href } = useI18n();
  const prices = usePriceCopy();
  const links = Object.fromEntries(
    Object.entries(faqLinks).map(([name, { to, menu }]) => [
      name,
      <Link to={href(to)}>{t(menu ? menuLinkKey(to) : `faqs.link.${name}`)}</Link>,
    ]),
  );
  // Prices come from the price list in effect, rates and days from core's rules: a change there needs no new translation.
  const values = {
    ...slots(...Object.keys(faqLinks)),
    standardPrice: prices.text("{{Standard/month}}"),
    proPrice: prices.text("{{Pro/month}}"),
    percent: GST_PERCENT,
    monthDays: GRACE_PERIOD_DAYS.Month,
    quarterDays: GRACE_PERIOD_DAYS.Quarter,
    annualDays: GRACE_PERIOD_DAYS.Annual,
    two: simultaneousLicenceDiscountPercent(2),
    three: simultaneousLicenceDiscountPercent(3),
    five: simultaneousLicenceDiscountPercent(5),
  };
  const paragraph = (key: string) => <p>{richText(t(key, values), links)}</p>;
  const groups: FaqGroup[] = faqTopicIds.map((topic) => ({
    id: topic,
    heading: t(`faqs.${topic}.heading`),
    faqs: faqQuestionKeys(topic).map((key) => ({
      question: t(`${key}.q`),
      answer: (
        <>
          {paragraph(`${key}.a`)}
          {has(`${key}.a2`) && paragraph(`${key}.a2`)}
        </>
      ),
    })),
  }));
  const total = groups.reduce((count, group) => count + group.faqs.length, 0);
  return (
    <>
      <PageHero eyebrow={t("faqs.eyebrow")} heading={t("faqs.heading")} lead={t("faqs.lead", { count: total })} />
      <div className="page-narrow">
        <FaqGroups groups={groups} topicsLabel={t("faqs.topics")} />

        <div className="notice notice--info">
          <h2 className="h-small">{t("faqs.more.heading")}</h2>
          {paragraph("faqs.more.text")}
        </div>
      </div>
    </>
  );
}
