import { Link } from "react-router";
import type { Route } from "./+types/payment-faqs";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
import { FaqGroups } from "../../components/faq-groups.tsx";
import { gstGroup, manualGroup, onlineGroup } from "../../components/pricing/payment-faqs/payments.tsx";
import { licenceGroup, refundGroup, renewalGroup, walletGroup } from "../../components/pricing/payment-faqs/subscriptions.tsx";
import { appContext } from "../../load-context.ts";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { messagesFor } from "../../i18n/catalogues.server.ts";
import { requestLocale, useI18n } from "../../i18n/page-locale.ts";
import "../../styles/product.css";
import "../../styles/pricing.css";

/** Questions and answers only: served without React (ADR 0004); <details> opens them without script. */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const catalogue = await app.services.getPricingCatalogue();
  return {
    licenceFee: catalogue.nonSimultaneousLicenceFee,
    messages: messagesFor(requestLocale(request, app.pseudoLocale), ["checkout"]),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "faq", path: "/Pricing/PaymentFaqs" });
}

export default function PaymentFaqs({ loaderData }: Route.ComponentProps) {
  const text = useI18n();
  const { t, href } = text;
  const groups = [
    gstGroup(text),
    onlineGroup(text),
    manualGroup(text),
    walletGroup(text),
    renewalGroup(text),
    licenceGroup(text, loaderData.licenceFee),
    refundGroup(text),
  ];
  return (
    <>
      <PageHero eyebrow={t("standalone.eyebrow")} heading={t("faq.heading")} lead={t("faq.lead")} />
      <div className="page-narrow">
        <FaqGroups groups={groups} topicsLabel={t("faq.topics")} />
        <div className="notice notice--info">
          <h2 className="h-small">{t("faq.exact")}</h2>
          <p>
            {t("faq.exactA")} <Link to={href("/Pricing")}>{t("faq.exactLink")}</Link>
            {t("faq.exactB")} <Link to={href("/support")}>{t("faq.exactSupport")}</Link>
            {t("standalone.end")}
          </p>
        </div>
      </div>
    </>
  );
}
