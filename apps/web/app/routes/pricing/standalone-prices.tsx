import { GST_PERCENT } from "@investar/core";
import { Link } from "react-router";
import type { Route } from "./+types/standalone-prices";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
import { appContext } from "../../load-context.ts";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { messagesFor } from "../../i18n/catalogues.server.ts";
import { languageOf, requestLocale, useI18n } from "../../i18n/page-locale.ts";
import { localizeStandalonePrice } from "@investar/core/i18n/catalogue-names";
import "../../styles/product.css";
import "../../styles/pricing.css";

/** A price table and links: served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = requestLocale(request, app.pseudoLocale);
  const items = await app.services.listStandalonePrices();
  return {
    items: items.map((item) => localizeStandalonePrice(item, languageOf(locale))),
    messages: messagesFor(locale, ["checkout"]),
  };
}

export function headers() {
  return { "Cache-Control": "public, max-age=60" };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "standalone", path: "/Pricing/StandalonePrices" });
}

/** docs/business-rules.md#standalone-price-list, served by payment/StandalonePriceList: what institutions and resellers quote. */
export default function StandalonePrices({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const { t, money, href } = useI18n();
  const inr = (minor: number) => money(minor, "INR");
  const gst = t("standalone.gst", { percent: GST_PERCENT });
  return (
    <>
      <PageHero eyebrow={t("standalone.eyebrow")} heading={t("standalone.heading")} lead={t("standalone.lead")} />
      <div className="page-narrow">
        {items.length === 0 ? (
          <p>{t("standalone.none")}</p>
        ) : (
          <section className="table-wrap" aria-labelledby="standalone-caption" tabIndex={0}>
            <table className="table table--stack price-table">
              <caption id="standalone-caption" className="price-table__caption">
                {t("standalone.caption")}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("standalone.item")}</th>
                  <th scope="col" className="num">
                    {t("standalone.price")}
                  </th>
                  <th scope="col" className="num">
                    {gst}
                  </th>
                  <th scope="col" className="num">
                    {t("standalone.youPay")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.Name}>
                    <th scope="row" lang={item.NameLang}>
                      {item.Name}
                    </th>
                    <td className="num" data-label={t("standalone.price")}>
                      {inr(item.Price)}
                    </td>
                    <td className="num" data-label={gst}>
                      {inr(item.Gst)}
                    </td>
                    <td className="num" data-label={t("standalone.youPay")}>
                      {inr(item.Total)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        <div className="notice notice--info">
          <h2 className="h-small">{t("standalone.buying")}</h2>
          <p>
            {t("standalone.buyOnline")} <Link to={href("/Pricing?plan=Annual")}>{t("standalone.pricingLink")}</Link>
            {t("standalone.orPay")} <Link to={href("/Pricing/PaymentFaqs")}>{t("standalone.faqsLink")}</Link> {t("standalone.explain")}{" "}
            <Link to={href("/support")}>{t("standalone.supportLink")}</Link>
            {t("standalone.end")}
          </p>
        </div>
      </div>
    </>
  );
}
