import { findProduct, inServiceSubscription, type Catalogue, type IsoDate, type UserSubscriptionDetails } from "@investar/core";
import { BillingPeriodSwitch } from "../billing-period-switch.tsx";
import { ChoiceGroup } from "../choice-group.tsx";
import { CurrencySwitch } from "../currency-switch.tsx";
import type { FieldErrors } from "../quote-field-errors.ts";
import { channelProducts, heldLicenceType, withChannel } from "../selection-edits.ts";
import { CouponField, ExpiryModeChoice, WalletField } from "./account-fields.tsx";
import { AddonChoices, LicenceFields, PortfolioField, ProductChoice, type FieldProps } from "./option-fields.tsx";
import { useI18n } from "../../../i18n/page-locale.ts";

interface SelectionFormProps extends FieldProps {
  details: UserSubscriptionDetails | null;
  today: IsoDate;
  /** The price's problems that belong to one field, said under it. */
  errors: FieldErrors;
}

/** The subscription the selection would change (tool or mobile), when it is still in service. */
export function currentSubscription(catalogue: Catalogue, details: UserSubscriptionDetails | null, isMobile: boolean, today: IsoDate) {
  const isFree = (id: string) => findProduct(catalogue, id)?.isFree ?? false;
  return inServiceSubscription((isMobile ? details?.MobileSubscr : details?.ToolSubscr) ?? null, isFree, today);
}

/** Every option of CustomizeSubscription; each change goes straight to `onChange`, which re-prices. */
export function SelectionForm({ catalogue, details, selection, onChange, today, errors }: SelectionFormProps) {
  const fields = { catalogue, selection, onChange };
  const current = currentSubscription(catalogue, details, selection.isMobile, today);
  const sellsMobile = channelProducts(catalogue, true).length > 0;
  const { t } = useI18n();
  return (
    <div className="selection-form">
      {/* Live controls, each change re-priced at once: nothing is submitted, so this is a named section, not a form. */}
      <section className="selection-form__options" aria-label={t("option.section")}>
        {sellsMobile ? (
          <ChoiceGroup
            legend={t("option.channel")}
            name="channel"
            value={selection.isMobile ? "mobile" : "desktop"}
            onChange={(channel) => onChange(withChannel(catalogue, selection, channel === "mobile"))}
            choices={[
              { value: "desktop", label: t("option.desktop") },
              { value: "mobile", label: t("option.mobile") },
            ]}
          />
        ) : null}
        <ProductChoice {...fields} today={today} />
        <div className="selection-form__switches">
          <BillingPeriodSwitch value={selection.plan} onChange={(plan) => onChange({ ...selection, plan })} />
          <CurrencySwitch value={selection.currency} onChange={(currency) => onChange({ ...selection, currency })} />
        </div>
        <AddonChoices {...fields} today={today} />
        {selection.isMobile ? null : (
          <>
            <LicenceFields {...fields} heldType={heldLicenceType(details)} errors={errors} />
            <PortfolioField {...fields} />
          </>
        )}
        {current ? <ExpiryModeChoice selection={selection} onChange={onChange} expiry={current.subscr.ExpiryDate} /> : null}
        {/* A visitor (no account, so no details) has no wallet to pay from. */}
        {details ? (
          <WalletField
            selection={selection}
            onChange={onChange}
            wallet={details.WalletDetails}
            cashCreditEnabled={catalogue.cashCreditEnabled}
          />
        ) : null}
      </section>
      <CouponField selection={selection} onChange={onChange} error={errors.coupon} />
    </div>
  );
}
