import { currencies, type Currency } from "@investar/core";
import { ChoiceGroup } from "./choice-group.tsx";
import { LinkSwitch } from "./link-switch.tsx";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";

const LABELS: Record<Currency, string> = { INR: "INR (₹)", USD: "USD ($)" };

interface CurrencySwitchProps {
  value: Currency;
  /** Radios in a form; with `hrefFor`, links that also work before the script loads (see LinkSwitch). */
  onChange?: (currency: Currency) => void;
  hrefFor?: (currency: Currency) => string;
  name?: string;
}

/** INR or USD; the pages keep the choice in the URL (`?currency=`). */
export function CurrencySwitch({ value, onChange, hrefFor, name = "currency" }: CurrencySwitchProps) {
  const legend = translatedOr(useI18n(), "currency.legend", "Currency");
  if (hrefFor) {
    return (
      <LinkSwitch
        legend={legend}
        value={value}
        onSelect={onChange}
        choices={currencies.map((currency) => ({ value: currency, label: LABELS[currency], href: hrefFor(currency) }))}
      />
    );
  }
  return (
    <ChoiceGroup
      legend={legend}
      name={name}
      value={value}
      onChange={(currency) => onChange?.(currency)}
      choices={currencies.map((currency) => ({ value: currency, label: LABELS[currency] }))}
    />
  );
}
