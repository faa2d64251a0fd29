import type { Currency } from "@investar/core";
import { Link } from "react-router";
import { useI18n, type PageText } from "../../../i18n/page-locale.ts";
import type { ChangeOption, OptionPrice } from "../subscription-options.ts";
import { ExplanationList } from "../explanation-list.tsx";

const KEY = "account.subscription.options";

/** What the total includes or had taken off, in a few words: "including ₹449 GST, after a renewal discount of ₹300". */
function priceNotes({ t, money }: PageText, price: OptionPrice, currency: Currency): string {
  const m = (minor: number) => money(minor, currency);
  return [
    price.gst > 0 ? t(`${KEY}.gst`, { amount: m(price.gst) }) : null,
    price.discount > 0 && price.discountType ? t(`${KEY}.discount`, { type: price.discountType, amount: m(price.discount) }) : null,
    price.freeMonths > 0 ? t(`${KEY}.freeMonths`, { count: price.freeMonths }) : null,
  ]
    .filter(Boolean)
    .join(t(`${KEY}.separator`));
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
  const text = useI18n();
  const { t, day, money } = text;
  if (options.length === 0) return <p>{t(`${KEY}.nothing`)}</p>;
  return (
    <ul className="change-options" role="list">
      {options.map((option) => {
        const { price } = option;
        const { name, plan, with: needed } = option.titleParts;
        const title = t(`${KEY}.title`, { action: option.action, name, plan: plan ?? "none", with: needed ?? "none" });
        return (
          <li key={option.id} className="change-option">
            <div className="change-option__what">
              <Heading className="change-option__title">{title}</Heading>
              {"error" in price ? (
                <p className="change-option__error">{price.error}</p>
              ) : (
                <p className="change-option__meta">{t(`${KEY}.meta`, { kind: price.kind, day: day(price.newExpiryDate) })}</p>
              )}
            </div>
            {"error" in price ? null : (
              <p className="change-option__price">
                <strong>{money(price.total, currency)}</strong>
                <span className="change-option__notes">{priceNotes(text, price, currency)}</span>
              </p>
            )}
            <Link
              to={option.href}
              className={`button ${option.action === "renew" ? "button--primary" : "button--ghost"} change-option__cta`}
            >
              {t(`${KEY}.choose`)}
              <span className="visually-hidden">: {title}</span>
            </Link>
            {"error" in price ? null : (
              <details className="change-option__explanation">
                <summary>{t(`${KEY}.explanation`)}</summary>
                <ExplanationList summary={price} />
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
