import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import type { AdminCatalogue, CatalogueChannelName } from "@investar/core";
import { useConfirm } from "../../confirm-dialog.tsx";
import { Field, invalidProps, StatusLine, toMinor, toUnits, useAdminCall } from "../admin-call.tsx";
import { SubmitAndStatus } from "../admin-fields.tsx";
import { HindiTwins } from "../hindi-twins.tsx";

/** An optional field left blank is sent as null (a Hindi twin then falls back to English, docs/adr/0062-hindi-content-texts.md). */
const orNull = (text: string) => (text.trim() === "" ? null : text);

const savePackage = lazyEndpoint(() => import("@investar/contract/catalogue/save-package"), "savePackage");
const deletePackage = lazyEndpoint(() => import("@investar/contract/catalogue/delete-package"), "deletePackage");
const saveStandalonePrices = lazyEndpoint(() => import("@investar/contract/catalogue/save-standalone-prices"), "saveStandalonePrices");

const empty = {
  id: undefined as number | undefined,
  channel: "tool" as CatalogueChannelName,
  name: "",
  nameHi: "",
  baseProduct: "Pro",
  addons: [] as string[],
  flag: "",
  flagHi: "",
  isDefault: false,
};

/** Ready-made packages (their prices are their items' list prices) and the standalone price list. */
export function PackagesPanel({ catalogue }: { catalogue: AdminCatalogue }) {
  const [draft, setDraft] = useState(empty);
  const [standalone, setStandalone] = useState(
    catalogue.standalonePrices.map((item) => ({ name: item.name, nameHi: item.nameHi ?? "", price: toUnits(item.price) })),
  );
  const pkg = useAdminCall();
  const list = useAdminCall();
  const confirm = useConfirm();

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = { ...draft, nameHi: orNull(draft.nameHi), flag: orNull(draft.flag), flagHi: orNull(draft.flagHi) };
    if (await pkg.send(savePackage, { body }, () => `Package "${draft.name}" saved.`)) setDraft(empty);
  }
  async function remove(id: number, name: string) {
    const html = "The package disappears from the pricing pages at once. Subscriptions bought with it are not affected.";
    if (
      !(await confirm({
        title: `Delete the package "${name.replace(/[<>&"]/gu, "")}"?`,
        html,
        okText: "Delete",
        showCancel: true,
        variant: "error",
      }))
    )
      return;
    await pkg.send(deletePackage, { body: { id } }, () => `Package "${name}" deleted.`);
  }
  async function saveStandalone(event: FormEvent) {
    event.preventDefault();
    await list.send(
      saveStandalonePrices,
      { body: { items: standalone.map((item) => ({ name: item.name, nameHi: orNull(item.nameHi), price: toMinor(item.price) })) } },
      () => "Standalone price list saved.",
    );
  }
  const toggle = (addonId: string) =>
    setDraft({ ...draft, addons: draft.addons.includes(addonId) ? draft.addons.filter((a) => a !== addonId) : [...draft.addons, addonId] });

  return (
    <section className="card" aria-labelledby="packages-heading">
      <h2 id="packages-heading">Packages and the standalone price list</h2>
      <ul>
        {catalogue.packages.map((p) => (
          <li key={p.id}>
            {p.name} ({p.channel === "tool" ? "desktop" : "mobile"}): {[p.baseProduct, ...p.addons].join(" + ")}
            {p.isDefault ? " — default" : ""}{" "}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setDraft({ ...p, nameHi: p.nameHi ?? "", flag: p.flag ?? "", flagHi: p.flagHi ?? "" })}
            >
              Edit {p.name}
            </button>{" "}
            <button type="button" className="button button--ghost" disabled={pkg.busy} onClick={() => void remove(p.id, p.name)}>
              Delete {p.name}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={save} aria-labelledby="package-form-heading" noValidate>
        <h3 id="package-form-heading">{draft.id ? `Change "${draft.name}"` : "New package"}</h3>
        <Field id="package-name" label="Name" error={pkg.errors.name}>
          <input
            {...invalidProps("package-name", pkg.errors.name)}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </Field>
        <HindiTwins>
          <Field id="package-name-hi" label="Name in Hindi" error={pkg.errors.nameHi}>
            <input
              {...invalidProps("package-name-hi", pkg.errors.nameHi)}
              lang="hi"
              value={draft.nameHi}
              onChange={(e) => setDraft({ ...draft, nameHi: e.target.value })}
            />
          </Field>
        </HindiTwins>
        <Field id="package-channel" label="Sold in">
          <select
            id="package-channel"
            value={draft.channel}
            onChange={(e) => setDraft({ ...draft, channel: e.target.value as CatalogueChannelName })}
          >
            <option value="tool">Desktop software</option>
            <option value="mobile">Mobile app</option>
          </select>
        </Field>
        <Field id="package-base" label="Edition" error={pkg.errors.baseProduct}>
          <select id="package-base" value={draft.baseProduct} onChange={(e) => setDraft({ ...draft, baseProduct: e.target.value })}>
            {catalogue.products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
        <fieldset>
          <legend>Add-ons</legend>
          {catalogue.addons.map((a) => (
            <label key={a.id} className="field--check">
              <input type="checkbox" checked={draft.addons.includes(a.id)} onChange={() => toggle(a.id)} /> {a.name}
            </label>
          ))}
          {pkg.errors.addons ? <p className="field__error">{pkg.errors.addons}</p> : null}
        </fieldset>
        <Field id="package-flag" label="Badge (optional)" error={pkg.errors.flag}>
          <input
            {...invalidProps("package-flag", pkg.errors.flag)}
            value={draft.flag}
            onChange={(e) => setDraft({ ...draft, flag: e.target.value })}
          />
        </Field>
        <HindiTwins>
          <Field id="package-flag-hi" label="Badge in Hindi" error={pkg.errors.flagHi}>
            <input
              {...invalidProps("package-flag-hi", pkg.errors.flagHi)}
              lang="hi"
              value={draft.flagHi}
              onChange={(e) => setDraft({ ...draft, flagHi: e.target.value })}
            />
          </Field>
        </HindiTwins>
        <label className="field--check">
          <input type="checkbox" checked={draft.isDefault} onChange={(e) => setDraft({ ...draft, isDefault: e.target.checked })} /> The
          default package
        </label>
        <SubmitAndStatus busy={pkg.busy} status={pkg.status}>
          Save package
        </SubmitAndStatus>
      </form>

      <form onSubmit={saveStandalone} aria-labelledby="standalone-heading" noValidate>
        <h3 id="standalone-heading">Standalone price list (₹)</h3>
        {standalone.map((item, index) => (
          <div className="button-row" key={index}>
            <Field id={`standalone-name-${index}`} label="Name" error={list.errors[`items.${index}.name`]}>
              <input
                {...invalidProps(`standalone-name-${index}`, list.errors[`items.${index}.name`])}
                value={item.name}
                onChange={(e) => setStandalone(standalone.map((x, i) => (i === index ? { ...x, name: e.target.value } : x)))}
              />
            </Field>
            <Field id={`standalone-name-hi-${index}`} label="Name in Hindi (optional)" error={list.errors[`items.${index}.nameHi`]}>
              <input
                {...invalidProps(`standalone-name-hi-${index}`, list.errors[`items.${index}.nameHi`])}
                lang="hi"
                value={item.nameHi}
                onChange={(e) => setStandalone(standalone.map((x, i) => (i === index ? { ...x, nameHi: e.target.value } : x)))}
              />
            </Field>
            <Field id={`standalone-price-${index}`} label="Price" error={list.errors[`items.${index}.price`]}>
              <input
                {...invalidProps(`standalone-price-${index}`, list.errors[`items.${index}.price`])}
                inputMode="decimal"
                value={item.price}
                onChange={(e) => setStandalone(standalone.map((x, i) => (i === index ? { ...x, price: e.target.value } : x)))}
              />
            </Field>
            <button type="button" className="button button--ghost" onClick={() => setStandalone(standalone.filter((_, i) => i !== index))}>
              Remove {item.name || "item"}
            </button>
          </div>
        ))}
        <div className="button-row">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setStandalone([...standalone, { name: "", nameHi: "", price: "" }])}
          >
            Add an item
          </button>
          <button type="submit" className="button button--primary" disabled={list.busy}>
            Save price list
          </button>
        </div>
        <StatusLine status={list.status} />
      </form>
    </section>
  );
}
