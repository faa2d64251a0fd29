/** Choices that depend on the customer: expiry mode (subscribers), coupon code and wallet. */
import { EXPIRY_MODE, formatDay, formatMoney, type ExpiryMode, type IsoDate, type WalletDetails } from "@investar/core";
import { useState, type FormEvent } from "react";
import { ChoiceGroup } from "../choice-group.tsx";
import type { FieldProps } from "./option-fields.tsx";

export function ExpiryModeChoice({ selection, onChange, expiry }: Omit<FieldProps, "catalogue"> & { expiry: IsoDate }) {
  const choices = [
    {
      value: String(EXPIRY_MODE.extendExpiryDate),
      label: "Extend expiry date",
      hint: `Add a new ${selection.plan} period after ${formatDay(expiry)}`,
    },
    { value: String(EXPIRY_MODE.sameExpiryDate), label: "Same expiry date", hint: `Pay only for what you add, until ${formatDay(expiry)}` },
  ];
  return (
    <ChoiceGroup
      legend="Expiry date"
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
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = text.trim();
    onChange({ ...selection, couponCode: code === "" ? null : code });
  };
  return (
    <form className="coupon-form" onSubmit={apply}>
      <div className="field">
        <label htmlFor="couponCode">Coupon code</label>
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
            Apply
          </button>
        </div>
        {selection.couponCode !== null ? (
          <p className={error ? "field__error" : "field__hint coupon-form__applied"}>
            {/* Only the reason describes the field, not the button beside it. */}
            <span id="couponCode-status">
              {error ?? (
                <>
                  Coupon <strong>{selection.couponCode}</strong> is part of this quote.
                </>
              )}
            </span>{" "}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setText("");
                onChange({ ...selection, couponCode: null });
              }}
            >
              Remove coupon
            </button>
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
  const hint =
    !wallet || balance === 0
      ? "Your wallet has no credit to use."
      : wallet.currency !== selection.currency
        ? `Your wallet is in ${wallet.currency}, so it can pay for orders in ${wallet.currency} only.`
        : `${formatMoney(balance, wallet.currency)} available. Subscription credit is used first, then ${cashCreditEnabled ? "cash credit, then " : ""}general credit.`;
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
        <span className="choice__label">Use my wallet balance</span>
      </label>
      <p id="useWallet-hint" className="field__hint">
        {hint}
      </p>
    </div>
  );
}
