import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import { BILLING_PLANS, type AdminCatalogue, type BillingPlan, type CatalogueChannelName, type Currency } from "@investar/core";
import { Field, invalidProps, StatusLine, toMinor, toUnits, useAdminCall } from "../admin-call.tsx";

const addPriceSet = lazyEndpoint(() => import("@investar/contract/catalogue/add-price-set"), "addPriceSet");
const savePricesCall = lazyEndpoint(() => import("@investar/contract/catalogue/save-prices"), "savePrices");

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
  async function savePrices(event: FormEvent) {
    event.preventDefault();
    const prices = Object.entries(edits).map(([cell, typed]) => {
      const [itemId, plan] = cell.split("|") as [string, BillingPlan];
      return { channel, itemId, plan, priceSetId: setId, amount: toMinor(typed) };
    });
    if (prices.length === 0) return;
    if (await save.send(savePricesCall, { body: { prices } }, (r) => `${r.saved} prices saved.`)) setEdits({});
  }
  const cellError = (itemId: string, plan: BillingPlan) => {
    const index = Object.keys(edits).indexOf(`${itemId}|${plan}`);
    return index < 0 ? undefined : save.errors[`prices.${index}.amount`];
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
        <button type="submit" className="button button--primary" disabled={add.busy}>
          Add price set
        </button>
        <StatusLine status={add.status} />
      </form>

      <form onSubmit={savePrices} aria-labelledby="prices-heading" noValidate>
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
            <thead>
              <tr>
                <th scope="col">Product or add-on</th>
                {BILLING_PLANS.map((plan) => (
                  <th scope="col" key={plan}>
                    {plan}
                  </th>
                ))}
              </tr>
            </thead>
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
                          onChange={(e) => setEdits({ ...edits, [cell]: e.target.value })}
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
        <button type="submit" className="button button--primary" disabled={save.busy || Object.keys(edits).length === 0}>
          Save prices
        </button>
        <StatusLine status={save.status} />
      </form>
    </section>
  );
}
