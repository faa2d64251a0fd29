import type { BillingPlan, Currency } from "@investar/core";
import { useState } from "react";
import type { PriceListData } from "./price-list-loader.ts";
import { DEFAULT_PLAN } from "./selection-query.ts";
import { useUrlQuery } from "./use-url-query.ts";

export interface PriceListChoice {
  plan: BillingPlan;
  currency: Currency;
  setPlan: (plan: BillingPlan) => void;
  setCurrency: (currency: Currency) => void;
  /** Where each switch option leads when followed before the page's script has loaded. */
  planHref: (plan: BillingPlan) => string;
  currencyHref: (currency: Currency) => string;
}

/** `?currency=` when chosen, `?plan=` when not the default Quarter. */
function listQuery(plan: BillingPlan, currency: Currency | null): URLSearchParams {
  const query = new URLSearchParams();
  if (currency) query.set("currency", currency);
  if (plan !== DEFAULT_PLAN) query.set("plan", plan);
  return query;
}

function href(path: string, plan: BillingPlan, currency: Currency | null): string {
  const search = listQuery(plan, currency).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The price lists' billing period and currency: instant on the page, remembered in the URL
 * (`?currency=` once chosen, `?plan=` when not Quarter) so a reload or a shared link shows the same.
 */
export function usePriceListChoice(data: PriceListData, path: string): PriceListChoice {
  const [plan, setPlan] = useState(data.plan);
  const [currency, setCurrencyState] = useState(data.currency);
  const [keepCurrency, setKeepCurrency] = useState(data.currencyFromUrl);
  useUrlQuery(listQuery(plan, keepCurrency ? currency : null), ["currency", "plan"]);
  return {
    plan,
    currency,
    setPlan,
    setCurrency: (next) => {
      setCurrencyState(next);
      setKeepCurrency(true);
    },
    planHref: (next) => href(path, next, keepCurrency ? currency : null),
    currencyHref: (next) => href(path, plan, next),
  };
}
