import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import type { AdminCatalogue } from "@investar/core";
import { Field, invalidProps, useAdminCall } from "../admin-call.tsx";
import { SubmitAndStatus } from "../admin-fields.tsx";
import { HindiTwins } from "../hindi-twins.tsx";

const saveAddon = lazyEndpoint(() => import("@investar/contract/catalogue/save-addon"), "saveAddon");

const empty = { id: "", name: "", nameHi: "", isDataAddon: false, needsDataAddon: false, requiresAddonId: "", products: [] as string[] };

/** Add-ons and the desktop editions each is sold with. Their prices are set in the price grid. */
export function AddonsPanel({ catalogue }: { catalogue: AdminCatalogue }) {
  const [draft, setDraft] = useState(empty);
  const { errors, status, busy, send } = useAdminCall();
  async function save(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...draft,
      nameHi: draft.nameHi.trim() === "" ? null : draft.nameHi,
      requiresAddonId: draft.requiresAddonId === "" ? null : draft.requiresAddonId,
    };
    if (await send(saveAddon, { body }, (r) => `Add-on ${r.id} saved. Set its prices in the price grid.`)) setDraft(empty);
  }
  const toggle = (productId: string) =>
    setDraft({
      ...draft,
      products: draft.products.includes(productId) ? draft.products.filter((p) => p !== productId) : [...draft.products, productId],
    });
  return (
    <section className="card" aria-labelledby="addons-heading">
      <h2 id="addons-heading">Add-ons</h2>
      <ul>
        {catalogue.addons.map((addon) => (
          <li key={addon.id}>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setDraft({ ...addon, nameHi: addon.nameHi ?? "", requiresAddonId: addon.requiresAddonId ?? "" })}
            >
              Edit {addon.name}
            </button>{" "}
            {addon.isDataAddon ? "Exchange data. " : ""}Sold with {addon.products.join(", ") || "no desktop edition"}.
          </li>
        ))}
      </ul>
      <form onSubmit={save} aria-labelledby="addon-form-heading" noValidate>
        <h3 id="addon-form-heading">{catalogue.addons.some((a) => a.id === draft.id) ? `Change ${draft.id}` : "New add-on"}</h3>
        <Field id="addon-id" label="Id (as in prices and subscriptions)" error={errors.id}>
          <input {...invalidProps("addon-id", errors.id)} value={draft.id} onChange={(e) => setDraft({ ...draft, id: e.target.value })} />
        </Field>
        <Field id="addon-name" label="Name" error={errors.name}>
          <input
            {...invalidProps("addon-name", errors.name)}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </Field>
        <HindiTwins>
          <Field id="addon-name-hi" label="Name in Hindi" error={errors.nameHi}>
            <input
              {...invalidProps("addon-name-hi", errors.nameHi)}
              lang="hi"
              value={draft.nameHi}
              onChange={(e) => setDraft({ ...draft, nameHi: e.target.value })}
            />
          </Field>
        </HindiTwins>
        <Field id="addon-requires" label="Must be bought with" error={errors.requiresAddonId}>
          <select
            id="addon-requires"
            value={draft.requiresAddonId}
            onChange={(e) => setDraft({ ...draft, requiresAddonId: e.target.value })}
          >
            <option value="">Nothing</option>
            {catalogue.addons.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </Field>
        <label className="field--check">
          <input type="checkbox" checked={draft.isDataAddon} onChange={(e) => setDraft({ ...draft, isDataAddon: e.target.checked })} />{" "}
          Exchange data (discounts skip it unless a rule covers data)
        </label>
        <label className="field--check">
          <input
            type="checkbox"
            checked={draft.needsDataAddon}
            onChange={(e) => setDraft({ ...draft, needsDataAddon: e.target.checked })}
          />{" "}
          Needs a data add-on
        </label>
        <fieldset>
          <legend>Sold with</legend>
          {catalogue.products.map((product) => (
            <label key={product.id} className="field--check">
              <input type="checkbox" checked={draft.products.includes(product.id)} onChange={() => toggle(product.id)} /> {product.name}
            </label>
          ))}
          {errors.products ? <p className="field__error">{errors.products}</p> : null}
        </fieldset>
        <SubmitAndStatus busy={busy} status={status}>
          Save add-on
        </SubmitAndStatus>
      </form>
    </section>
  );
}
