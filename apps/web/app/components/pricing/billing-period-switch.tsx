import { BILLING_PLANS, type BillingPlan } from "@investar/core";
import { ChoiceGroup } from "./choice-group.tsx";
import { LinkSwitch } from "./link-switch.tsx";

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
  const choices = BILLING_PLANS.map((plan) => {
    const saving = savings[plan] ?? 0;
    return { value: plan, label: plan, hint: saving > 0 ? `Save up to ${saving}%` : undefined };
  });
  if (hrefFor)
    return (
      <LinkSwitch
        legend="Billing period"
        value={value}
        onSelect={onChange}
        choices={choices.map((choice) => ({ ...choice, href: hrefFor(choice.value) }))}
      />
    );
  return <ChoiceGroup legend="Billing period" name={name} value={value} onChange={onChange} choices={choices} />;
}
