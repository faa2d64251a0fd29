/** Choices that depend on the customer: expiry mode (subscribers), coupon code and wallet. */
import { EXPIRY_MODE, type ExpiryMode, type IsoDate, type WalletDetails } from "@investar/core";
import { useState, type FormEvent } from "react";
import { ChoiceGroup } from "../choice-group.tsx";
import type { FieldProps } from "./option-fields.tsx";
import { useI18n } from "../../../i18n/page-locale.ts";
import { ScriptButton } from "../../script-button.tsx";

export function ExpiryModeChoice({ selection, onChange, expiry }: Omit<FieldProps, "catalogue"> & { expiry: IsoDate }) {
  const { t, day } = useI18n();
  const date = day(expiry);
  const choices = [
    {
      value: String(EXPIRY_MODE.extendExpiryDate),
      label: t("checkout.expiry.extend"),
      hint: t("checkout.expiry.extendHint", { plan: selection.plan, date }),
    },
    { value: String(EXPIRY_MODE.sameExpiryDate), label: t("checkout.expiry.same"), hint: t("checkout.expiry.sameHint", { date }) },
  ];
  return (
    <ChoiceGroup
      legend={t("checkout.expiry.legend")}
      name="expiryMode"
      look="list"
      value={String(selection.expiryMode)}
      onChange={(value) => onChange({ ...selection, expiryMode: Number(value) as ExpiryMode })}
      choices={choices}
    />
  );
}

/** The coupon box; a refused coupon's reason is said under it while the price goes on without it (docs/business-rules.md#pricing-error-codes). */
export function CouponField({ selection, onChange, error }: Omit<FieldProps, "catalogue"> & { error: string | null }) {
  const [text, setText] = useState(selection.couponCode ?? "");
  const { t } = useI18n();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = text.trim();
    onChange({ ...selection, couponCode: code === "" ? null : code });
  };
  return (
    <form className="coupon-form" onSubmit={apply}>
      <div className="field">
        <label htmlFor="couponCode">{t("checkout.coupon.label")}</label>
        <div className="coupon-form__row">
          <input
            id="couponCode"
            value={text}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "couponCode-status" : undefined}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <button type="submit" className="button button--ghost">
            {t("checkout.coupon.apply")}
          </button>
        </div>
        {selection.couponCode !== null ? (
          <p className={error ? "field__error" : "field__hint coupon-form__applied"}>
            {/* Only the reason describes the field, not the button beside it. */}
            <span id="couponCode-status">
              {error ?? (
                <>
                  {t("checkout.coupon.applied")} <strong>{selection.couponCode}</strong> {t("checkout.coupon.appliedAfter")}
                </>
              )}
            </span>{" "}
            <ScriptButton
              className="link-button"
              onClick={() => {
                setText("");
                onChange({ ...selection, couponCode: null });
              }}
            >
              {t("checkout.coupon.remove")}
            </ScriptButton>
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** What the wallet may pay: subscription credit, cash credit (when the vendor enables it) and general credit. */
export function usableBalance(wallet: WalletDetails | null, cashCreditEnabled: boolean): number {
  if (!wallet) return 0;
  return Math.max(0, wallet.SubscrCredit) + (cashCreditEnabled ? Math.max(0, wallet.CashCredit) : 0) + Math.max(0, wallet.Credit);
}

export function WalletField({
  selection,
  onChange,
  wallet,
  cashCreditEnabled,
}: Omit<FieldProps, "catalogue"> & { wallet: WalletDetails | null; cashCreditEnabled: boolean }) {
  const balance = usableBalance(wallet, cashCreditEnabled);
  const { t, money } = useI18n();
  const hint =
    !wallet || balance === 0
      ? t("checkout.wallet.empty")
      : wallet.currency !== selection.currency
        ? t("checkout.wallet.otherCurrency", { currency: wallet.currency })
        : t("checkout.wallet.available", { amount: money(balance, wallet.currency), cash: cashCreditEnabled ? "yes" : "no" });
  return (
    <div className="field field--check">
      <label className="choice">
        <input
          id="useWallet"
          type="checkbox"
          checked={selection.useWallet}
          disabled={balance === 0 && !selection.useWallet}
          aria-describedby="useWallet-hint"
          onChange={(event) => onChange({ ...selection, useWallet: event.currentTarget.checked })}
        />
        <span className="choice__label">{t("checkout.wallet.use")}</span>
      </label>
      <p id="useWallet-hint" className="field__hint">
        {hint}
      </p>
    </div>
  );
}
