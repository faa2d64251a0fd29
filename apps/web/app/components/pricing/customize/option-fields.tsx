/** What is bought: edition, add-ons, licences and portfolio package. */
import { useState } from "react";
import { findAddon, priceSetsInEffect, type Catalogue, type IsoDate, type LicenseType, type QuoteSelection } from "@investar/core";
import { ChoiceGroup } from "../choice-group.tsx";
import type { FieldErrors } from "../quote-field-errors.ts";
import { currentPrices } from "../pricing-view.ts";
import { useI18n, type PageText } from "../../../i18n/page-locale.ts";
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
function listPriceText(
  { t, money }: PageText,
  { catalogue, selection, today }: Omit<PricedFieldProps, "onChange">,
  id: string,
): string | null {
  const table = selection.isMobile ? catalogue.mobile.prices : catalogue.prices;
  const price = currentPrices(table, id, priceSetsInEffect(catalogue.priceSets, today))[selection.plan]?.[selection.currency];
  if (price === undefined) return null;
  return price === 0 ? t("option.free") : t(`option.per.${selection.plan}`, { price: money(price, selection.currency) });
}

export function ProductChoice(props: PricedFieldProps) {
  const { catalogue, selection, onChange } = props;
  const products = channelProducts(catalogue, selection.isMobile);
  const text = useI18n();
  const chosen = products.some((product) => product.id === selection.product) ? selection.product : null;
  return (
    <ChoiceGroup
      legend={text.t("option.edition")}
      name="product"
      look="list"
      value={chosen}
      onChange={(id) => onChange(withProduct(catalogue, selection, id))}
      choices={products.map((product) => ({
        value: product.id,
        label: product.name,
        hint: listPriceText(text, props, product.id) ?? undefined,
      }))}
    />
  );
}

export function AddonChoices(props: PricedFieldProps) {
  const { catalogue, selection, onChange } = props;
  const ids = allowedAddons(catalogue, selection.product, selection.isMobile);
  const text = useI18n();
  return (
    <fieldset className="choice-group choice-group--list">
      <legend className="choice-group__legend">{text.t("option.addons")}</legend>
      {ids.length === 0 ? <p className="field__hint">{text.t("option.noAddons")}</p> : null}
      <div className="choice-group__options">
        {ids.map((id) => {
          const addon = findAddon(catalogue, id);
          const inputId = `addon-${id.replace(/[^a-z0-9]+/giu, "-").toLowerCase()}`;
          const price = listPriceText(text, props, id);
          return (
            <label key={id} className="choice">
              <input
                type="checkbox"
                id={inputId}
                checked={selection.addons.includes(id)}
                onChange={(event) => onChange(withAddon(catalogue, selection, id, event.currentTarget.checked))}
              />
              <span className="choice__text">
                <span className="choice__label" lang={addon?.nameLang}>
                  {addon?.name ?? id}
                </span>
                <span className="choice__hint">
                  {[addon?.isDataAddon ? text.t("option.data") : null, price].filter(Boolean).join(" · ")}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Each type's words are option.licenceType.<type> and option.licenceType.<type>.hint. */
const LICENCE_TYPES: LicenseType[] = ["Simultaneous", "NonSimultaneous"];

interface LicenceFieldsProps extends FieldProps {
  /** The licence type the customer holds, which more licences default to. */
  heldType: LicenseType | null;
  errors: Pick<FieldErrors, "licences" | "licenceType">;
}

export function LicenceFields({ catalogue, selection, onChange, heldType, errors }: LicenceFieldsProps) {
  // The field keeps what is typed (an empty field while typing); a change made elsewhere (Lite has one licence) shows through.
  const [text, setText] = useState(String(selection.noOfLicenses));
  const shown = licencesFromInput(text) === selection.noOfLicenses ? text : String(selection.noOfLicenses);
  const { t, money } = useI18n();
  const fee = money(catalogue.nonSimultaneousLicenceFee[selection.currency], selection.currency);
  return (
    <fieldset className="choice-group choice-group--list">
      <legend className="choice-group__legend">{t("option.licences")}</legend>
      <div className="field">
        <label htmlFor="noOfLicenses">{t("option.licenceCount")}</label>
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
          {t("option.licenceHint", { fee })}
        </p>
      </div>
      {selection.noOfLicenses > 1 || selection.licenseType !== null ? (
        <ChoiceGroup
          legend={t("option.licenceType")}
          name="licenseType"
          look="list"
          value={selection.licenseType}
          onChange={(licenseType) => onChange({ ...selection, licenseType })}
          choices={LICENCE_TYPES.map((type) => ({
            value: type,
            label: t(`option.licenceType.${type}`),
            hint: t(`option.licenceType.${type}.hint`),
          }))}
          error={errors.licenceType}
        />
      ) : null}
    </fieldset>
  );
}

export function PortfolioField({ catalogue, selection, onChange }: FieldProps) {
  const listed = catalogue.portfolioPackages.some((pkg) => pkg.Number === selection.portfolio);
  const { t, money } = useI18n();
  return (
    <div className="field">
      <label htmlFor="portfolio">{t("option.portfolio")}</label>
      <select
        id="portfolio"
        value={String(selection.portfolio)}
        onChange={(event) => onChange({ ...selection, portfolio: Number(event.currentTarget.value) })}
      >
        <option value="0">{t("option.portfolioNone")}</option>
        {!listed && selection.portfolio !== 0 ? (
          <option value={String(selection.portfolio)}>{t("option.portfolioNotOffered", { count: selection.portfolio })}</option>
        ) : null}
        {catalogue.portfolioPackages.map((pkg) => (
          <option key={pkg.Number} value={String(pkg.Number)}>
            {t("option.portfolioPrice", { count: pkg.Number, price: money(pkg.Price[selection.currency], selection.currency) })}
          </option>
        ))}
      </select>
    </div>
  );
}
