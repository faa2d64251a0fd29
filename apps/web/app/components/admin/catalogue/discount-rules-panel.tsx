import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import { BILLING_PLANS, type AdminCatalogue, type AdminDiscountRule, type BillingPlan } from "@investar/core";
import { useConfirm } from "../../confirm-dialog.tsx";
import { Field, useAdminCall } from "../admin-call.tsx";
import { CheckField, Options, SubmitRow, TextField } from "../admin-fields.tsx";
import { HindiTwins } from "../hindi-twins.tsx";
import { OfferActions, OffersTable, PercentField, ValidityFields, validityText } from "./offer-parts.tsx";

const saveDiscountRule = lazyEndpoint(() => import("@investar/contract/catalogue/save-discount-rule"), "saveDiscountRule");
const deleteDiscountRule = lazyEndpoint(() => import("@investar/contract/catalogue/delete-discount-rule"), "deleteDiscountRule");

const TYPES = [
  ["SchemeDiscount", "Running offer (scheme)"],
  ["RenewalDiscount", "Renewal discount"],
  ["Webinar", "Webinar discount"],
] as const;
const empty = {
  id: "",
  type: "SchemeDiscount" as AdminDiscountRule["type"],
  label: "",
  labelHi: "",
  discountInPercent: "",
  freeMonth: "0",
  targetPlan: "" as BillingPlan | "",
  currentPlan: "" as BillingPlan | "",
  isForActiveUsers: "0",
  validFrom: "",
  validUntil: "",
  isPublished: true,
};
type Draft = typeof empty;

const draftOf = (r: AdminDiscountRule): Draft => ({
  id: r.id,
  type: r.type,
  label: r.label,
  labelHi: r.labelHi ?? "",
  discountInPercent: String(r.DiscountInPercent),
  freeMonth: String(r.FreeMonth),
  targetPlan: r.TargetPlan ?? "",
  currentPlan: r.CurrentPlan ?? "",
  isForActiveUsers: String(r.IsForActiveUsers),
  validFrom: r.validFrom ?? "",
  validUntil: r.validUntil ?? "",
  isPublished: r.isPublished,
});
const orNull = <T extends string>(text: T | "") => (text === "" ? null : text);
/** Who a rule is for, as the API numbers them: 0 everybody, 1 subscribers in service, 2 new and lapsed customers. */
const audience = (typed: string): 0 | 1 | 2 => (typed === "1" ? 1 : typed === "2" ? 2 : 0);

/** Renewal and scheme discount rules, running offers (IsOfferActivated) and webinar discounts. Coupons' own rules are edited with their coupon. */
export function DiscountRulesPanel({ catalogue }: { catalogue: AdminCatalogue }) {
  const [draft, setDraft] = useState<Draft>(empty);
  const { errors, status, busy, send } = useAdminCall();
  const confirm = useConfirm();
  const rules = catalogue.discountRules.filter((rule) => rule.CouponCode === null);
  const set = (field: keyof Draft) => (value: string | boolean) => setDraft((current) => ({ ...current, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...(draft.id ? { id: draft.id } : {}),
      type: draft.type,
      label: draft.label,
      labelHi: orNull(draft.labelHi),
      discountInPercent: Number(draft.discountInPercent || 0),
      freeMonth: Number(draft.freeMonth || 0),
      targetPlan: orNull(draft.targetPlan),
      currentPlan: orNull(draft.currentPlan),
      isForActiveUsers: audience(draft.isForActiveUsers),
      validFrom: orNull(draft.validFrom),
      validUntil: orNull(draft.validUntil),
      isPublished: draft.isPublished,
    };
    if (await send(saveDiscountRule, { body }, () => `Rule "${draft.label}" saved.`)) setDraft(empty);
  }
  async function remove(rule: AdminDiscountRule) {
    const html = "Customers stop getting this discount at once. Discounts already paid are not affected.";
    if (!(await confirm({ title: "Delete this discount rule?", html, okText: "Delete", showCancel: true, variant: "error" }))) return;
    await send(deleteDiscountRule, { body: { id: rule.id } }, () => `Rule "${rule.label}" deleted.`);
  }

  const today = catalogue.today;
  const running = (r: AdminDiscountRule) =>
    r.isPublished && (r.validFrom === null || r.validFrom <= today) && (r.validUntil === null || today <= r.validUntil);
  const id = (name: string) => `rule-${name}`;
  const plans = [["", "Any"], ...BILLING_PLANS.map((p) => [p, p] as const)] as const;
  return (
    <section className="card" aria-labelledby="rules-heading">
      <h2 id="rules-heading">Discount rules and offers</h2>
      <OffersTable
        headings={["Rule", "Kind", "Gives", "Valid", "Actions"]}
        rows={rules}
        rowKey={(rule) => rule.id}
        pagerLabel="Discount rule pages"
        cells={(rule) => (
          <>
            <td>
              {rule.label}
              <span className="admin-table__sub">
                {running(rule) ? "Running today" : rule.isPublished ? "Not running today" : "Unpublished"}
              </span>
            </td>
            <td>{TYPES.find(([type]) => type === rule.type)?.[1]}</td>
            <td>
              {[
                rule.DiscountInPercent > 0 ? `${rule.DiscountInPercent}% off` : "",
                rule.FreeMonth > 0 ? `${rule.FreeMonth} free months` : "",
              ]
                .filter(Boolean)
                .join(", ")}
            </td>
            <td>{validityText(rule)}</td>
            <OfferActions
              editLabel={`Edit ${rule.label}`}
              onEdit={() => setDraft(draftOf(rule))}
              otherLabel={`Delete ${rule.label}`}
              onOther={() => void remove(rule)}
              busy={busy}
            />
          </>
        )}
      />

      <form onSubmit={save} aria-labelledby="rule-form-heading" noValidate>
        <h3 id="rule-form-heading">{draft.id ? `Change "${draft.label}"` : "New discount rule"}</h3>
        <Field id={id("type")} label="Kind" error={errors.type}>
          <select id={id("type")} value={draft.type} onChange={(e) => set("type")(e.target.value)}>
            <Options choices={TYPES} />
          </select>
        </Field>
        <TextField id={id("label")} label="Name (shown to customers)" error={errors.label} value={draft.label} onChange={set("label")} />
        <HindiTwins>
          <TextField
            id={id("label-hi")}
            label="Name in Hindi"
            lang="hi"
            error={errors.labelHi}
            value={draft.labelHi}
            onChange={set("labelHi")}
          />
        </HindiTwins>
        <PercentField
          id={id("percent")}
          error={errors.discountInPercent}
          value={draft.discountInPercent}
          onChange={set("discountInPercent")}
        />
        <TextField
          id={id("free")}
          label="Free months"
          error={errors.freeMonth}
          inputMode="numeric"
          value={draft.freeMonth}
          onChange={set("freeMonth")}
        />
        {(["targetPlan", "currentPlan"] as const).map((field) => (
          <Field key={field} id={id(field)} label={field === "targetPlan" ? "Plan bought" : "Customer's current plan"}>
            <select id={id(field)} value={draft[field]} onChange={(e) => set(field)(e.target.value)}>
              <Options choices={plans} />
            </select>
          </Field>
        ))}
        <Field id={id("who")} label="For">
          <select id={id("who")} value={draft.isForActiveUsers} onChange={(e) => set("isForActiveUsers")(e.target.value)}>
            <option value="0">Everybody</option>
            <option value="1">Subscribers in service</option>
            <option value="2">New and lapsed customers</option>
          </select>
        </Field>
        <ValidityFields
          ids={{ validFrom: id("from"), validUntil: id("until") }}
          errors={errors}
          validFrom={draft.validFrom}
          validUntil={draft.validUntil}
          onChange={(field, value) => set(field)(value)}
        />
        <CheckField checked={draft.isPublished} onChange={set("isPublished")}>
          Published
        </CheckField>
        <SubmitRow busy={busy} status={status}>
          Save rule
        </SubmitRow>
      </form>
    </section>
  );
}
