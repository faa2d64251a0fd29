import { formatDay, formatMoney, type Currency } from "@investar/core";
import { Link } from "react-router";
import { countOf, DISCOUNT_TYPE_NAMES, KIND_NAMES } from "../pricing-words.ts";
import type { ChangeOption, OptionPrice } from "../subscription-options.ts";

/** What the total includes or had taken off, in a few words: "including ₹449 GST, after a renewal discount of ₹300". */
function priceNotes(price: OptionPrice, currency: Currency): string {
  const m = (minor: number) => formatMoney(minor, currency);
  return [
    price.gst > 0 ? `including ${m(price.gst)} GST` : null,
    price.discount > 0 && price.discountType
      ? `after a ${DISCOUNT_TYPE_NAMES[price.discountType].toLowerCase()} of ${m(price.discount)}`
      : null,
    price.freeMonths > 0 ? `with ${countOf(price.freeMonths, "free month")}` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * Each renewal, upgrade or add-on with its price now and a link to CustomizeSubscription pre-selected.
 * A compact list, one row each (docs/business-rules.md#my-subscription-page): the offers come after what the customer has, and only the
 * renewal, the thing a subscriber most often wants, is a primary button.
 */
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
      {options.map((option) => {
        const { price } = option;
        return (
          <li key={option.id} className="change-option">
            <div className="change-option__what">
              <Heading className="change-option__title">{option.title}</Heading>
              {"error" in price ? (
                <p className="change-option__error">{price.error}</p>
              ) : (
                <p className="change-option__meta">
                  {KIND_NAMES[price.kind]} · runs until {formatDay(price.newExpiryDate)}
                </p>
              )}
            </div>
            {"error" in price ? null : (
              <p className="change-option__price">
                <strong>{formatMoney(price.total, currency)}</strong>
                <span className="change-option__notes">{priceNotes(price, currency)}</span>
              </p>
            )}
            <Link
              to={option.href}
              className={`button ${option.action === "renew" ? "button--primary" : "button--ghost"} change-option__cta`}
            >
              Choose<span className="visually-hidden">: {option.title}</span>
            </Link>
            {"error" in price ? null : (
              <details className="change-option__explanation">
                <summary>How this price is worked out</summary>
                <ol>
                  {price.explanation.map((sentence, index) => (
                    <li key={`${index}-${sentence}`}>{sentence}</li>
                  ))}
                </ol>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
