import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import { BILLING_PLANS, type AdminCatalogue, type BillingPlan, type CatalogueChannelName, type Currency } from "@investar/core";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { ColumnHeadings } from "../column-headings.tsx";
import { Field, invalidProps, StatusLine, toMinor, toUnits, useAdminCall } from "../admin-call.tsx";
import { SubmitAndStatus } from "../admin-fields.tsx";
import { PriceChangeReview, type PricePreview } from "./price-change-review.tsx";

const addPriceSet = lazyEndpoint(() => import("@investar/contract/catalogue/add-price-set"), "addPriceSet");
const savePricesCall = lazyEndpoint(() => import("@investar/contract/catalogue/save-prices"), "savePrices");
const previewCall = lazyEndpoint(() => import("@investar/contract/catalogue/preview-price-change"), "previewPriceChange");
const scheduleCall = lazyEndpoint(() => import("@investar/contract/catalogue/schedule-price-change"), "schedulePriceChange");

type Cell = `${string}|${BillingPlan}`;

/** Price sets (which applies from when) and the prices of one set on one channel, edited as a grid. */
export function PriceSetsPanel({ catalogue }: { catalogue: AdminCatalogue }) {
  const [setId, setSetId] = useState(
    catalogue.priceSets.find((s) => s.inEffect && s.currency === "INR")?.id ?? catalogue.priceSets[0]?.id ?? "",
  );
  const [channel, setChannel] = useState<CatalogueChannelName>("tool");
  const [edits, setEdits] = useState<Record<Cell, string>>({});
  const [newSet, setNewSet] = useState({ currency: "INR" as Currency, effectiveFrom: "" });
  const add = useAdminCall();
  const save = useAdminCall();
  // docs/business-rules.md#catalogue-change-review: a change is reviewed (before → after) and confirmed before it is saved.
  const [when, setWhen] = useState<"now" | "later">("now");
  const [from, setFrom] = useState("");
  const [review, setReview] = useState<PricePreview | null>(null);
  const [reviewErrors, setReviewErrors] = useState<{ message: string; fields: Record<string, string> }>({ message: "", fields: {} });

  const priceOf = (itemId: string, plan: BillingPlan) =>
    catalogue.prices.find((p) => p.channel === channel && p.itemId === itemId && p.plan === plan && p.priceSetId === setId)?.amount;
  const items = [
    ...catalogue.products.map((p) => ({ id: p.id, name: p.name })),
    ...catalogue.addons.map((a) => ({ id: a.id, name: a.name })),
  ].filter((item) => catalogue.prices.some((p) => p.channel === channel && p.itemId === item.id));

  async function addSet(event: FormEvent) {
    event.preventDefault();
    const result = await add.send(
      addPriceSet,
      { body: newSet },
      (r) => `Price set ${r.id} added, a copy of ${r.copiedFrom}. Change its prices below.`,
    );
    if (result) setSetId(result.answer.id);
  }
  const editedPrices = () =>
    Object.entries(edits).map(([cell, typed]) => {
      const [itemId, plan] = cell.split("|") as [string, BillingPlan];
      return { channel, itemId, plan, priceSetId: setId, amount: toMinor(typed) };
    });
  async function reviewPrices(event: FormEvent) {
    event.preventDefault();
    const prices = editedPrices();
    if (prices.length === 0) return;
    const result = await callEndpoint(previewCall, { body: { prices, effectiveFrom: when === "later" ? from : null } });
    if (!result.ok) {
      const fields = Object.fromEntries(Object.entries(result.failure.fields).map(([name, messages]) => [name, messages[0] ?? ""]));
      setReviewErrors({ message: result.failure.message, fields });
      return;
    }
    setReviewErrors({ message: "", fields: {} });
    setReview(result.data);
  }
  async function confirmPrices() {
    const prices = editedPrices();
    const done =
      when === "later"
        ? await save.send(
            scheduleCall,
            { body: { prices, effectiveFrom: from } },
            (r) => `${r.saved} prices scheduled from ${r.effectiveFrom} in ${r.priceSets.join(", ")}.`,
          )
        : await save.send(savePricesCall, { body: { prices } }, (r) => `${r.saved} prices saved.`);
    setReview(null);
    if (done) setEdits({});
  }
  const cellError = (itemId: string, plan: BillingPlan) => {
    const index = Object.keys(edits).indexOf(`${itemId}|${plan}`);
    return index < 0 ? undefined : (save.errors[`prices.${index}.amount`] ?? reviewErrors.fields[`prices.${index}.amount`]);
  };

  return (
    <section className="card" aria-labelledby="price-sets-heading">
      <h2 id="price-sets-heading">Price sets and prices</h2>
      <p>New purchases are priced at the latest set that has started; subscribers keep the set they bought at.</p>
      <ul>
        {catalogue.priceSets.map((set) => (
          <li key={set.id}>
            {set.id} — from {set.effectiveFrom}
            {set.inEffect ? " (in effect today)" : set.effectiveFrom > catalogue.today ? " (not started yet)" : ""}
          </li>
        ))}
      </ul>
      <form onSubmit={addSet} aria-labelledby="new-set-heading" noValidate>
        <h3 id="new-set-heading">New dated price set</h3>
        <Field id="set-currency" label="Currency">
          <select
            id="set-currency"
            value={newSet.currency}
            onChange={(e) => setNewSet({ ...newSet, currency: e.target.value === "USD" ? "USD" : "INR" })}
          >
            <option value="INR">INR</option>
            <option value="USD">USD</option>
          </select>
        </Field>
        <Field id="set-from" label="Applies to new purchases from" error={add.errors.effectiveFrom}>
          <input
            {...invalidProps("set-from", add.errors.effectiveFrom)}
            type="date"
            value={newSet.effectiveFrom}
            onChange={(e) => setNewSet({ ...newSet, effectiveFrom: e.target.value })}
          />
        </Field>
        <SubmitAndStatus busy={add.busy} status={add.status}>
          Add price set
        </SubmitAndStatus>
      </form>

      <form onSubmit={reviewPrices} aria-labelledby="prices-heading" noValidate>
        <h3 id="prices-heading">Prices of one licence for one period</h3>
        <div className="button-row">
          <Field id="prices-set" label="Price set">
            <select id="prices-set" value={setId} onChange={(e) => (setSetId(e.target.value), setEdits({}))}>
              {catalogue.priceSets.map((set) => (
                <option key={set.id} value={set.id}>
                  {set.id}
                </option>
              ))}
            </select>
          </Field>
          <Field id="prices-channel" label="Sold in">
            <select
              id="prices-channel"
              value={channel}
              onChange={(e) => (setChannel(e.target.value as CatalogueChannelName), setEdits({}))}
            >
              <option value="tool">Desktop software</option>
              <option value="mobile">Mobile app</option>
            </select>
          </Field>
        </div>
        <div className="table-wrap">
          <table className="table admin-table">
            <ColumnHeadings headings={["Product or add-on", ...BILLING_PLANS]} />
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.name}</th>
                  {BILLING_PLANS.map((plan) => {
                    const cell: Cell = `${item.id}|${plan}`;
                    const current = priceOf(item.id, plan);
                    const error = cellError(item.id, plan);
                    const id = `price-${item.id}-${plan}`.replace(/[^A-Za-z0-9-]/gu, "-");
                    return (
                      <td key={plan}>
                        <input
                          {...invalidProps(id, error)}
                          aria-label={`${item.name}, ${plan}, ${setId}`}
                          inputMode="decimal"
                          size={8}
                          value={edits[cell] ?? (current === undefined ? "" : toUnits(current))}
                          onChange={(e) => (setEdits({ ...edits, [cell]: e.target.value }), setReview(null))}
                        />
                        {error ? (
                          <p className="field__error" id={`${id}-error`}>
                            {error}
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <fieldset className="admin-form__fieldset">
          <legend>When the new prices apply</legend>
          <label className="field--check">
            <input type="radio" name="price-when" checked={when === "now"} onChange={() => (setWhen("now"), setReview(null))} /> Now, in{" "}
            {setId}
          </label>
          <label className="field--check">
            <input type="radio" name="price-when" checked={when === "later"} onChange={() => (setWhen("later"), setReview(null))} /> From a
            later day (a dated price set)
          </label>
        </fieldset>
        {when === "later" ? (
          <Field
            id="prices-from"
            label="New purchases are priced at them from"
            error={reviewErrors.fields.effectiveFrom ?? save.errors.effectiveFrom}
          >
            <input
              {...invalidProps("prices-from", reviewErrors.fields.effectiveFrom ?? save.errors.effectiveFrom)}
              type="date"
              value={from}
              min={catalogue.today}
              onChange={(e) => (setFrom(e.target.value), setReview(null))}
            />
          </Field>
        ) : null}
        {review ? null : (
          <button type="submit" className="button button--primary" disabled={save.busy || Object.keys(edits).length === 0}>
            Review changes
          </button>
        )}
        <StatusLine status={reviewErrors.message || save.status} />
      </form>
      {review ? (
        <PriceChangeReview
          preview={review}
          scheduled={when === "later"}
          busy={save.busy}
          onConfirm={() => void confirmPrices()}
          onBack={() => setReview(null)}
        />
      ) : null}
    </section>
  );
}
