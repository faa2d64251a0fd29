import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import { BILLING_PLANS, type AdminCatalogue, type AdminCoupon, type BillingPlan } from "@investar/core";
import { useConfirm } from "../../confirm-dialog.tsx";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { StatusLine, useAdminCall } from "../admin-call.tsx";
import { CouponChangeReview, type CouponPreview } from "./coupon-change-review.tsx";
import { CheckField, TextField } from "../admin-fields.tsx";
import { OfferActions, OffersTable, PercentField, ValidityFields, validityText } from "./offer-parts.tsx";

const createCoupon = lazyEndpoint(() => import("@investar/contract/catalogue/create-coupon"), "createCoupon");
const updateCoupon = lazyEndpoint(() => import("@investar/contract/catalogue/update-coupon"), "updateCoupon");
const setCouponDisabled = lazyEndpoint(() => import("@investar/contract/catalogue/set-coupon-disabled"), "setCouponDisabled");
const previewCoupon = lazyEndpoint(() => import("@investar/contract/catalogue/preview-coupon-change"), "previewCouponChange");

const empty = {
  code: "",
  label: "",
  percent: "",
  validFrom: "",
  validUntil: "",
  usageLimit: "",
  products: [] as string[],
  plans: [] as BillingPlan[],
  oncePerUser: false,
};
type Draft = typeof empty;

const draftOf = (c: AdminCoupon): Draft => ({
  code: c.code,
  label: c.label ?? "",
  percent: String(c.percent ?? ""),
  validFrom: c.validFrom ?? "",
  validUntil: c.validUntil ?? "",
  usageLimit: c.usageLimit === null ? "" : String(c.usageLimit),
  products: c.products,
  plans: c.plans,
  oncePerUser: c.oncePerUser,
});
const orNull = (text: string) => (text.trim() === "" ? null : text);

/** Coupons: the list with their uses, a form to create or change one, and switching one off (asked twice). */
export function CouponsPanel({ catalogue }: { catalogue: AdminCatalogue }) {
  const [draft, setDraft] = useState<Draft>(empty);
  const [editing, setEditing] = useState<string | null>(null);
  const { errors, status, busy, send } = useAdminCall();
  const confirm = useConfirm();
  // docs/business-rules.md#catalogue-change-review: reviewed (before → after) and confirmed before it is saved.
  const [review, setReview] = useState<CouponPreview | null>(null);
  const [reviewFailure, setReviewFailure] = useState<{ message: string; fields: Record<string, string> }>({ message: "", fields: {} });
  const set = (field: keyof Draft) => (value: Draft[keyof Draft]) => setDraft((current) => ({ ...current, [field]: value }));
  const toggle = <T extends string>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  const bodyOf = (d: Draft) => ({
    ...d,
    percent: Number(d.percent),
    validFrom: orNull(d.validFrom),
    validUntil: orNull(d.validUntil),
    usageLimit: d.usageLimit.trim() === "" ? null : Number(d.usageLimit),
  });
  // A new coupon is saved at once (nothing changes for anyone yet); a change to one in use is reviewed first.
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return save();
    const result = await callEndpoint(previewCoupon, { body: bodyOf(draft) });
    if (!result.ok) {
      const fields = Object.fromEntries(Object.entries(result.failure.fields).map(([name, messages]) => [name, messages[0] ?? ""]));
      setReviewFailure({ message: result.failure.message, fields });
      return;
    }
    setReviewFailure({ message: "", fields: {} });
    setReview(result.data);
  }
  async function save() {
    const saved = await send(editing ? updateCoupon : createCoupon, { body: bodyOf(draft) }, (r) => `Coupon ${r.code} saved.`);
    setReview(null);
    if (saved) {
      setDraft(empty);
      setEditing(null);
    }
  }
  async function setDisabled(coupon: AdminCoupon, disabled: boolean) {
    if (disabled) {
      // Codes are letters, digits, - and _ (core's couponProblems), so one is safe inside the dialog's HTML.
      const html = `Customers entering <strong>${coupon.code}</strong> will be told it is no longer available. Orders that already hold a use keep it.`;
      if (!(await confirm({ title: "Disable this coupon?", html, okText: "Disable", showCancel: true, variant: "error" }))) return;
    }
    await send(
      setCouponDisabled,
      { body: { code: coupon.code, disabled } },
      () => `Coupon ${coupon.code} ${disabled ? "disabled" : "enabled"}.`,
    );
  }

  const fieldErrors: Record<string, string | undefined> = { ...reviewFailure.fields, ...errors };
  const id = (name: string) => `coupon-${name}`;
  return (
    <section className="card" aria-labelledby="coupons-heading">
      <h2 id="coupons-heading">Coupons</h2>
      <OffersTable
        headings={["Code", "Offer", "Valid", "Used", "For", "Actions"]}
        rows={catalogue.coupons}
        rowKey={(coupon) => coupon.code}
        pagerLabel="Coupon pages"
        cells={(coupon) => (
          <>
            <td>
              {coupon.code}
              {coupon.disabled ? <span className="admin-table__sub">Disabled</span> : null}
            </td>
            <td>{coupon.label === null ? "No offer" : `${coupon.label}: ${coupon.percent}% off`}</td>
            <td>{validityText(coupon)}</td>
            <td>{coupon.usageLimit === null ? `${coupon.timesUsed} (no limit)` : `${coupon.timesUsed} of ${coupon.usageLimit}`}</td>
            <td>
              {[
                coupon.products.join(", ") || "Any product",
                coupon.plans.join(", ") || "any plan",
                coupon.oncePerUser ? "once per customer" : "",
              ]
                .filter(Boolean)
                .join("; ")}
            </td>
            <OfferActions
              editLabel={`Edit ${coupon.code}`}
              onEdit={() => (setEditing(coupon.code), setDraft(draftOf(coupon)))}
              otherLabel={`${coupon.disabled ? "Enable" : "Disable"} ${coupon.code}`}
              onOther={() => void setDisabled(coupon, !coupon.disabled)}
              busy={busy}
            />
          </>
        )}
      />

      <form onSubmit={submit} onChange={() => setReview(null)} aria-labelledby="coupon-form-heading" noValidate>
        <h3 id="coupon-form-heading">{editing ? `Change coupon ${editing}` : "New coupon"}</h3>
        <TextField
          id={id("code")}
          label="Code"
          error={fieldErrors.code}
          value={draft.code}
          readOnly={editing !== null}
          onChange={set("code")}
        />
        <TextField
          id={id("label")}
          label="Offer name (shown to customers)"
          error={fieldErrors.label}
          value={draft.label}
          onChange={set("label")}
        />
        <PercentField id={id("percent")} error={fieldErrors.percent} value={draft.percent} onChange={set("percent")} />
        <ValidityFields
          ids={{ validFrom: id("validFrom"), validUntil: id("validUntil") }}
          errors={errors}
          validFrom={draft.validFrom}
          validUntil={draft.validUntil}
          onChange={(field, value) => set(field)(value)}
        />
        <TextField
          id={id("usageLimit")}
          label="Usage limit (empty: no limit)"
          error={fieldErrors.usageLimit}
          inputMode="numeric"
          value={draft.usageLimit}
          onChange={set("usageLimit")}
        />
        <fieldset>
          <legend>Products (none ticked: any)</legend>
          {catalogue.products.map((product) => (
            <label key={product.id} className="field--check">
              <input
                type="checkbox"
                checked={draft.products.includes(product.id)}
                onChange={() => set("products")(toggle(draft.products, product.id))}
              />{" "}
              {product.name}
            </label>
          ))}
          {fieldErrors.products ? <p className="field__error">{fieldErrors.products}</p> : null}
        </fieldset>
        <fieldset>
          <legend>Plans (none ticked: any)</legend>
          {BILLING_PLANS.map((plan) => (
            <label key={plan} className="field--check">
              <input type="checkbox" checked={draft.plans.includes(plan)} onChange={() => set("plans")(toggle(draft.plans, plan))} /> {plan}
            </label>
          ))}
        </fieldset>
        <CheckField checked={draft.oncePerUser} onChange={set("oncePerUser")}>
          Once per customer
        </CheckField>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy || review !== null}>
            {editing ? "Review the change" : "Create coupon"}
          </button>
          {editing ? (
            <button type="button" className="button button--ghost" onClick={() => (setEditing(null), setDraft(empty))}>
              New coupon instead
            </button>
          ) : null}
        </div>
        <StatusLine status={reviewFailure.message || status} />
      </form>
      {review ? <CouponChangeReview preview={review} busy={busy} onConfirm={() => void save()} onBack={() => setReview(null)} /> : null}
    </section>
  );
}
