import { formatMoney, unitsToMinor } from "@investar/core";
import type { WebinarSeatOffer } from "@investar/contract/pages/webinars";

/**
 * The seat's price, line by line: list price, the offer or coupon taken off, GST (INR), total. In INR the price and its
 * discount are both before GST and say so, GST is added after them, and the total includes it (ADR 0040).
 */
export function SeatPrice({ offer }: { offer: WebinarSeatOffer }) {
  const { currency, amount } = offer.price;
  if (!amount) return null;
  const money = (units: number) => formatMoney(unitsToMinor(units, currency), currency);
  const discount = amount.listPrice - amount.price;
  const beforeGst = currency === "INR" ? ", before GST" : "";
  return (
    <dl className="seat-price" aria-live="polite">
      <dt>Seat{beforeGst}</dt>
      <dd>{money(amount.listPrice)}</dd>
      {discount > 0 ? (
        <>
          <dt>
            {offer.couponCode
              ? `Coupon ${offer.couponCode.toUpperCase()} (${amount.discountPercent}% off${beforeGst})`
              : `Offer (${amount.discountPercent}% off${beforeGst})`}
          </dt>
          <dd>−{money(discount)}</dd>
        </>
      ) : null}
      {currency === "INR" ? (
        <>
          <dt>GST 18%</dt>
          <dd>{money(amount.gst)}</dd>
        </>
      ) : null}
      <dt className="seat-price__total">{currency === "INR" ? "Total, GST included" : "Total"}</dt>
      <dd className="seat-price__total" data-seat-total="">
        {money(amount.total)}
      </dd>
    </dl>
  );
}
