/** What is bought: edition, add-ons, licences and portfolio package. */
import { useState } from "react";
import {
  findAddon,
  formatMoney,
  priceSetsInEffect,
  type Catalogue,
  type IsoDate,
  type LicenseType,
  type QuoteSelection,
} from "@investar/core";
import { ChoiceGroup } from "../choice-group.tsx";
import type { FieldErrors } from "../quote-field-errors.ts";
import { currentPrices } from "../pricing-view.ts";
import { PLAN_WORDS } from "../pricing-words.ts";
import { allowedAddons, channelProducts, licencesFromInput, withAddon, withDefaultLicenceType, withProduct } from "../selection-edits.ts";

export interface FieldProps {
  catalogue: Catalogue;
  selection: QuoteSelection;
  onChange: (next: QuoteSelection) => void;
}

/** Fields that show list prices beside their choices. */
export interface PricedFieldProps extends FieldProps {
  /** Today in India: which dated price set the list prices come from. */
  today: IsoDate;
}

/** "₹2,493 per quarter" at current prices, or null when the item isn't sold on the plan. */
function listPriceText({ catalogue, selection, today }: Omit<PricedFieldProps, "onChange">, id: string): string | null {
  const table = selection.isMobile ? catalogue.mobile.prices : catalogue.prices;
  const price = currentPrices(table, id, priceSetsInEffect(catalogue.priceSets, today))[selection.plan]?.[selection.currency];
  if (price === undefined) return null;
  return price === 0 ? "Free" : `${formatMoney(price, selection.currency)} ${PLAN_WORDS[selection.plan].per}`;
}

export function ProductChoice(props: PricedFieldProps) {
  const { catalogue, selection, onChange } = props;
  const products = channelProducts(catalogue, selection.isMobile);
  const chosen = products.some((product) => product.id === selection.product) ? selection.product : null;
  return (
    <ChoiceGroup
      legend="Edition"
      name="product"
      look="list"
      value={chosen}
      onChange={(id) => onChange(withProduct(catalogue, selection, id))}
      choices={products.map((product) => ({ value: product.id, label: product.name, hint: listPriceText(props, product.id) ?? undefined }))}
    />
  );
}

export function AddonChoices(props: PricedFieldProps) {
  const { catalogue, selection, onChange } = props;
  const ids = allowedAddons(catalogue, selection.product, selection.isMobile);
  return (
    <fieldset className="choice-group choice-group--list">
      <legend className="choice-group__legend">Add-ons</legend>
      {ids.length === 0 ? <p className="field__hint">No add-ons are offered with this edition.</p> : null}
      <div className="choice-group__options">
        {ids.map((id) => {
          const addon = findAddon(catalogue, id);
          const inputId = `addon-${id.replace(/[^a-z0-9]+/giu, "-").toLowerCase()}`;
          const price = listPriceText(props, id);
          return (
            <label key={id} className="choice">
              <input
                type="checkbox"
                id={inputId}
                checked={selection.addons.includes(id)}
                onChange={(event) => onChange(withAddon(catalogue, selection, id, event.currentTarget.checked))}
              />
              <span className="choice__text">
                <span className="choice__label">{addon?.name ?? id}</span>
                <span className="choice__hint">{[addon?.isDataAddon ? "Data" : null, price].filter(Boolean).join(" · ")}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const LICENCE_TYPE_CHOICES: { value: LicenseType; label: string; hint: string }[] = [
  { value: "Simultaneous", label: "Simultaneous", hint: "All computers at the same time; full price each, volume discount" },
  { value: "NonSimultaneous", label: "Non-simultaneous", hint: "One computer at a time; a one-time fee per extra licence" },
];

interface LicenceFieldsProps extends FieldProps {
  /** The licence type the customer holds, which more licences default to. */
  heldType: LicenseType | null;
  errors: Pick<FieldErrors, "licences" | "licenceType">;
}

export function LicenceFields({ catalogue, selection, onChange, heldType, errors }: LicenceFieldsProps) {
  // The field keeps what is typed (an empty field while typing); a change made elsewhere (Lite has one licence) shows through.
  const [text, setText] = useState(String(selection.noOfLicenses));
  const shown = licencesFromInput(text) === selection.noOfLicenses ? text : String(selection.noOfLicenses);
  const fee = formatMoney(catalogue.nonSimultaneousLicenceFee[selection.currency], selection.currency);
  return (
    <fieldset className="choice-group choice-group--list">
      <legend className="choice-group__legend">Licences</legend>
      <div className="field">
        <label htmlFor="noOfLicenses">Number of licences</label>
        <input
          id="noOfLicenses"
          type="number"
          inputMode="numeric"
          min={1}
          max={catalogue.maxLicences}
          step={1}
          value={shown}
          onChange={(event) => {
            setText(event.currentTarget.value);
            onChange(withDefaultLicenceType({ ...selection, noOfLicenses: licencesFromInput(event.currentTarget.value) }, heldType));
          }}
          aria-invalid={errors.licences ? true : undefined}
          aria-describedby={errors.licences ? "noOfLicenses-error noOfLicenses-hint" : "noOfLicenses-hint"}
        />
        {errors.licences ? (
          <p id="noOfLicenses-error" className="field__error">
            {errors.licences}
          </p>
        ) : null}
        <p id="noOfLicenses-hint" className="field__hint">
          One licence runs Investar on one computer. Extra non-simultaneous licences cost {fee} each, once.
        </p>
      </div>
      {selection.noOfLicenses > 1 || selection.licenseType !== null ? (
        <ChoiceGroup
          legend="Licence type"
          name="licenseType"
          look="list"
          value={selection.licenseType}
          onChange={(licenseType) => onChange({ ...selection, licenseType })}
          choices={LICENCE_TYPE_CHOICES}
          error={errors.licenceType}
        />
      ) : null}
    </fieldset>
  );
}

export function PortfolioField({ catalogue, selection, onChange }: FieldProps) {
  const listed = catalogue.portfolioPackages.some((pkg) => pkg.Number === selection.portfolio);
  return (
    <div className="field">
      <label htmlFor="portfolio">Portfolio package</label>
      <select
        id="portfolio"
        value={String(selection.portfolio)}
        onChange={(event) => onChange({ ...selection, portfolio: Number(event.currentTarget.value) })}
      >
        <option value="0">None</option>
        {!listed && selection.portfolio !== 0 ? (
          <option value={String(selection.portfolio)}>{selection.portfolio} portfolios (not offered)</option>
        ) : null}
        {catalogue.portfolioPackages.map((pkg) => (
          <option key={pkg.Number} value={String(pkg.Number)}>
            {pkg.Number} portfolios: {formatMoney(pkg.Price[selection.currency], selection.currency)} one-time
          </option>
        ))}
      </select>
    </div>
  );
}
