import { webinarListTotal } from "@investar/core";
import type { WebinarCard } from "@investar/contract/pages/webinars";
import { useI18n } from "../../i18n/page-locale.ts";

/**
 * The price in the caller's currency: GST included for INR, a running offer shown against the list price on the same
 * basis, GST included too (ADR 0040); in the page's words, amounts and days through core's format.
 */
export function WebinarPriceText({ webinar }: { webinar: WebinarCard }) {
  const { t, money, day } = useI18n();
  const { price, currency } = webinar;
  if (price.kind === "free") return <p className="webinar-price webinar-price--free">{t("education.price.free")}</p>;
  if (price.kind === "subscriber") {
    return (
      <p className="webinar-price webinar-price--free">
        {t("education.price.subscriber")}{" "}
        <span className="webinar-price__note">{t("education.price.others", { price: money(price.listPrice.total, currency) })}</span>
      </p>
    );
  }
  const p = price.price;
  return (
    <p className="webinar-price">
      <strong>{money(p.total, currency)}</strong>
      {currency === "INR" ? (
        <span className="webinar-price__note"> {t("education.price.gst", { gst: money(p.gst, currency) })}</span>
      ) : null}
      {p.offerApplied ? (
        <span className="webinar-price__offer">
          {" "}
          {t("education.price.off", { percent: p.discountPercent })}{" "}
          <s>
            <span className="visually-hidden">{t("education.price.listPrice")} </span>
            {money(webinarListTotal(p, currency), currency)}
          </s>
          {currency === "INR" ? ` ${t("education.price.inclGst")}` : ""}
          {webinar.discountEndDate ? ` ${t("education.price.until", { day: day(webinar.discountEndDate) })}` : ""}
        </span>
      ) : null}
    </p>
  );
}
