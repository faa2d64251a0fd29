import { unitsToMinor } from "@investar/core";
import type { WebinarSeatOffer } from "@investar/contract/pages/webinars";
import { useI18n } from "../../../i18n/page-locale.ts";

/**
 * The seat's price, line by line: list price, the offer or coupon taken off, GST (INR), total. In INR the price and its
 * discount are both before GST and say so, GST is added after them, and the total includes it (ADR 0040).
 */
export function SeatPrice({ offer }: { offer: WebinarSeatOffer }) {
  const { currency, amount } = offer.price;
  const i18n = useI18n();
  const { t } = i18n;
  if (!amount) return null;
  const money = (units: number) => i18n.money(unitsToMinor(units, currency), currency);
  const discount = amount.listPrice - amount.price;
  const gst = currency === "INR" ? "yes" : "no";
  return (
    <dl className="seat-price" aria-live="polite">
      <dt>{t("seat.seat", { gst })}</dt>
      <dd>{money(amount.listPrice)}</dd>
      {discount > 0 ? (
        <>
          <dt>
            {offer.couponCode
              ? t("seat.coupon", { code: offer.couponCode.toUpperCase(), percent: amount.discountPercent, gst })
              : t("seat.offer", { percent: amount.discountPercent, gst })}
          </dt>
          <dd>−{money(discount)}</dd>
        </>
      ) : null}
      {currency === "INR" ? (
        <>
          <dt>{t("standalone.gst", { percent: 18 })}</dt>
          <dd>{money(amount.gst)}</dd>
        </>
      ) : null}
      <dt className="seat-price__total">{currency === "INR" ? t("seat.totalGst") : t("checkout.bar.total")}</dt>
      <dd className="seat-price__total" data-seat-total="">
        {money(amount.total)}
      </dd>
    </dl>
  );
}
