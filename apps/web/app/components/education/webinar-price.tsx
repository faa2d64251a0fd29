import { formatMoney, webinarListTotal } from "@investar/core";
import type { WebinarCard } from "@investar/contract/pages/webinars";

const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/**
 * The price in the caller's currency: GST included for INR, a running offer shown against the list price on the same
 * basis, GST included too (ADR 0040).
 */
export function WebinarPriceText({ webinar }: { webinar: WebinarCard }) {
  const { price, currency } = webinar;
  if (price.kind === "free") return <p className="webinar-price webinar-price--free">Free</p>;
  if (price.kind === "subscriber") {
    return (
      <p className="webinar-price webinar-price--free">
        Free for you as a subscriber{" "}
        <span className="webinar-price__note">(others pay {formatMoney(price.listPrice.total, currency)})</span>
      </p>
    );
  }
  const p = price.price;
  return (
    <p className="webinar-price">
      <strong>{formatMoney(p.total, currency)}</strong>
      {currency === "INR" ? <span className="webinar-price__note"> incl. 18% GST ({formatMoney(p.gst, currency)})</span> : null}
      {p.offerApplied ? (
        <span className="webinar-price__offer">
          {" "}
          {p.discountPercent}% off{" "}
          <s>
            <span className="visually-hidden">list price </span>
            {formatMoney(webinarListTotal(p, currency), currency)}
          </s>
          {currency === "INR" ? " incl. GST" : ""}
          {webinar.discountEndDate ? ` until ${dayFormat.format(new Date(`${webinar.discountEndDate}T00:00:00Z`))}` : ""}
        </span>
      ) : null}
    </p>
  );
}
