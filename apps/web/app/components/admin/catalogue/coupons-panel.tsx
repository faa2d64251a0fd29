import { useState, type FormEvent } from "react";
import { createCoupon } from "@investar/contract/catalogue/create-coupon";
import { updateCoupon } from "@investar/contract/catalogue/update-coupon";
import { setCouponDisabled } from "@investar/contract/catalogue/set-coupon-disabled";
import { BILLING_PLANS, type AdminCatalogue, type AdminCoupon, type BillingPlan } from "@investar/core";
import { Pager } from "../../pager.tsx";
import { useConfirm } from "../../confirm-dialog.tsx";
import { Field, invalidProps, StatusLine, useAdminCall } from "../admin-call.tsx";

const PAGE_SIZE = 10;
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
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Draft>(empty);
  const [editing, setEditing] = useState<string | null>(null);
  const { errors, status, busy, send } = useAdminCall();
  const confirm = useConfirm();
  const set = (field: keyof Draft) => (value: Draft[keyof Draft]) => setDraft((current) => ({ ...current, [field]: value }));
  const toggle = <T extends string>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...draft,
      percent: Number(draft.percent),
      validFrom: orNull(draft.validFrom),
      validUntil: orNull(draft.validUntil),
      usageLimit: draft.usageLimit.trim() === "" ? null : Number(draft.usageLimit),
    };
    const saved = await send(editing ? updateCoupon : createCoupon, { body }, (r) => `Coupon ${r.code} saved.`);
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

  const shown = catalogue.coupons.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const id = (name: string) => `coupon-${name}`;
  return (
    <section className="card" aria-labelledby="coupons-heading">
      <h2 id="coupons-heading">Coupons</h2>
      <div className="table-wrap">
        <table className="table admin-table">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Offer</th>
              <th scope="col">Valid</th>
              <th scope="col">Used</th>
              <th scope="col">For</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((coupon) => (
              <tr key={coupon.code}>
                <td>
                  {coupon.code}
                  {coupon.disabled ? <span className="admin-table__sub">Disabled</span> : null}
                </td>
                <td>{coupon.label === null ? "No offer" : `${coupon.label}: ${coupon.percent}% off`}</td>
                <td>{`${coupon.validFrom ?? "any time"} – ${coupon.validUntil ?? "no end"}`}</td>
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
                <td>
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => (setEditing(coupon.code), setDraft(draftOf(coupon)))}
                    >
                      Edit {coupon.code}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={busy}
                      onClick={() => void setDisabled(coupon, !coupon.disabled)}
                    >
                      {coupon.disabled ? "Enable" : "Disable"} {coupon.code}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager totalItems={catalogue.coupons.length} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} label="Coupon pages" />

      <form onSubmit={save} aria-labelledby="coupon-form-heading" noValidate>
        <h3 id="coupon-form-heading">{editing ? `Change coupon ${editing}` : "New coupon"}</h3>
        <Field id={id("code")} label="Code" error={errors.code}>
          <input
            {...invalidProps(id("code"), errors.code)}
            value={draft.code}
            readOnly={editing !== null}
            onChange={(e) => set("code")(e.target.value)}
          />
        </Field>
        <Field id={id("label")} label="Offer name (shown to customers)" error={errors.label}>
          <input {...invalidProps(id("label"), errors.label)} value={draft.label} onChange={(e) => set("label")(e.target.value)} />
        </Field>
        <Field id={id("percent")} label="Percent off" error={errors.percent}>
          <input
            {...invalidProps(id("percent"), errors.percent)}
            inputMode="decimal"
            value={draft.percent}
            onChange={(e) => set("percent")(e.target.value)}
          />
        </Field>
        <Field id={id("validFrom")} label="Valid from" error={errors.validFrom}>
          <input
            {...invalidProps(id("validFrom"), errors.validFrom)}
            type="date"
            value={draft.validFrom}
            onChange={(e) => set("validFrom")(e.target.value)}
          />
        </Field>
        <Field id={id("validUntil")} label="Valid until" error={errors.validUntil}>
          <input
            {...invalidProps(id("validUntil"), errors.validUntil)}
            type="date"
            value={draft.validUntil}
            onChange={(e) => set("validUntil")(e.target.value)}
          />
        </Field>
        <Field id={id("usageLimit")} label="Usage limit (empty: no limit)" error={errors.usageLimit}>
          <input
            {...invalidProps(id("usageLimit"), errors.usageLimit)}
            inputMode="numeric"
            value={draft.usageLimit}
            onChange={(e) => set("usageLimit")(e.target.value)}
          />
        </Field>
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
          {errors.products ? <p className="field__error">{errors.products}</p> : null}
        </fieldset>
        <fieldset>
          <legend>Plans (none ticked: any)</legend>
          {BILLING_PLANS.map((plan) => (
            <label key={plan} className="field--check">
              <input type="checkbox" checked={draft.plans.includes(plan)} onChange={() => set("plans")(toggle(draft.plans, plan))} /> {plan}
            </label>
          ))}
        </fieldset>
        <label className="field--check">
          <input type="checkbox" checked={draft.oncePerUser} onChange={(e) => set("oncePerUser")(e.target.checked)} /> Once per customer
        </label>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy}>
            {editing ? "Save coupon" : "Create coupon"}
          </button>
          {editing ? (
            <button type="button" className="button button--ghost" onClick={() => (setEditing(null), setDraft(empty))}>
              New coupon instead
            </button>
          ) : null}
        </div>
        <StatusLine status={status} />
      </form>
    </section>
  );
}
