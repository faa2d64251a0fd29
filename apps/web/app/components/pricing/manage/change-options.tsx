import { formatDay, formatMoney, type Currency } from "@investar/core";
import { Link } from "react-router";
import { countOf, DISCOUNT_TYPE_NAMES, KIND_NAMES } from "../pricing-words.ts";
import type { ChangeOption, OptionPrice } from "../subscription-options.ts";

function PriceNow({ price, currency }: { price: OptionPrice; currency: Currency }) {
  const m = (minor: number) => formatMoney(minor, currency);
  const extras = [
    price.gst > 0 ? `including ${m(price.gst)} GST` : null,
    price.discount > 0 && price.discountType
      ? `after a ${DISCOUNT_TYPE_NAMES[price.discountType].toLowerCase()} of ${m(price.discount)}`
      : null,
    price.freeMonths > 0 ? `with ${countOf(price.freeMonths, "free month")}` : null,
  ].filter(Boolean);
  return (
    <>
      <p className="change-option__price">
        <strong>{m(price.total)}</strong> {extras.length > 0 ? `(${extras.join(", ")})` : null}
      </p>
      <p className="change-option__meta">
        {KIND_NAMES[price.kind]} · runs until {formatDay(price.newExpiryDate)}
      </p>
      <details className="change-option__explanation">
        <summary>How this price is worked out</summary>
        <ol>
          {price.explanation.map((sentence, index) => (
            <li key={`${index}-${sentence}`}>{sentence}</li>
          ))}
        </ol>
      </details>
    </>
  );
}

/** Each renewal, upgrade or add-on with its price now and a link to CustomizeSubscription pre-selected. */
export function ChangeOptions({
  options,
  currency,
  headingLevel = 3,
}: {
  options: ChangeOption[];
  currency: Currency;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  if (options.length === 0) return <p>Nothing can be added to this subscription at the moment.</p>;
  return (
    <ul className="change-options" role="list">
      {options.map((option) => (
        <li key={option.id} className="change-option card">
          <Heading className="change-option__title">{option.title}</Heading>
          {"error" in option.price ? (
            <p className="change-option__error">{option.price.error}</p>
          ) : (
            <PriceNow price={option.price} currency={currency} />
          )}
          <Link to={option.href} className="button button--primary change-option__cta">
            Choose<span className="visually-hidden">: {option.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
