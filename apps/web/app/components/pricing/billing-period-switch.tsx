import { BILLING_PLANS, type BillingPlan } from "@investar/core";
import { ChoiceGroup } from "./choice-group.tsx";
import { LinkSwitch } from "./link-switch.tsx";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";

interface BillingPeriodSwitchProps {
  value: BillingPlan;
  onChange: (plan: BillingPlan) => void;
  /** Links that also work before the script loads (see LinkSwitch) instead of radios in a form. */
  hrefFor?: (plan: BillingPlan) => string;
  /** Per plan, the best saving against paying monthly, in whole percent (0: no hint). */
  savings?: Partial<Record<BillingPlan, number>>;
  name?: string;
}

/** Month, Quarter or Annual (docs/business-rules.md#billing-plans plan names), with what the longer periods save. */
export function BillingPeriodSwitch({ value, onChange, hrefFor, savings = {}, name = "plan" }: BillingPeriodSwitchProps) {
  // Pages not yet translated (My Subscription, the mobile plans) keep the English words.
  const i18n = useI18n();
  const legend = translatedOr(i18n, "plan.legend", "Billing period");
  const choices = BILLING_PLANS.map((plan) => {
    const saving = savings[plan] ?? 0;
    return {
      value: plan,
      label: translatedOr(i18n, `plan.${plan}`, plan),
      hint: saving > 0 ? translatedOr(i18n, "plan.saveUpTo", `Save up to ${saving}%`, { percent: saving }) : undefined,
    };
  });
  if (hrefFor)
    return (
      <LinkSwitch
        legend={legend}
        value={value}
        onSelect={onChange}
        choices={choices.map((choice) => ({ ...choice, href: hrefFor(choice.value) }))}
      />
    );
  return <ChoiceGroup legend={legend} name={name} value={value} onChange={onChange} choices={choices} />;
}
