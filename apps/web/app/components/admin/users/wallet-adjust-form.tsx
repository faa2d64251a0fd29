import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import { currencies, formatMoney, WALLET_KINDS, type Currency, type WalletKind } from "@investar/core";
import { kindLabels } from "../../wallet/wallet-kinds.ts";
import { Field, invalidProps, toMinor, useAdminCall } from "../admin-call.tsx";
import { ChoiceField, SubmitAndStatus, TextField } from "../admin-fields.tsx";

const adjustWallet = lazyEndpoint(() => import("@investar/contract/wallet/adjust-wallet"), "adjustWallet");

const empty = {
  direction: "credit" as "credit" | "debit",
  currency: "INR" as Currency,
  kind: "general" as WalletKind,
  amount: "",
  reason: "",
};

/**
 * A goodwill credit or a correction: the reason is required (the customer sees it) and a debit never goes
 * below zero. Never to one's own wallet; a credit above the approval limit waits for a second admin.
 */
export function WalletAdjustForm({ userId }: { userId: number }) {
  const [draft, setDraft] = useState(empty);
  const { errors, status, busy, send } = useAdminCall();
  const set =
    <K extends keyof typeof empty>(field: K) =>
    (value: (typeof empty)[K]) =>
      setDraft((d) => ({ ...d, [field]: value }));
  async function save(event: FormEvent) {
    event.preventDefault();
    const amount = toMinor(draft.amount);
    // docs/business-rules.md#wallet-credit-approval: a credit above the limit is only requested.
    const done = (r: { balance: number; pendingRequestId: number | null }) =>
      r.pendingRequestId !== null
        ? `The credit of ${formatMoney(amount, draft.currency)} is above the approval limit: it waits for another admin to approve it.`
        : `${draft.direction === "credit" ? "Credited" : "Debited"} ${formatMoney(amount, draft.currency)}. ${kindLabels[draft.kind]} is now ${formatMoney(r.balance, draft.currency)}.`;
    if (await send(adjustWallet, { body: { userId, ...draft, amount } }, done)) setDraft(empty);
  }
  return (
    <form onSubmit={save} aria-labelledby="adjust-heading" noValidate>
      <h3 id="adjust-heading">Adjust the wallet</h3>
      <fieldset className="admin-form__fieldset">
        <legend>Credit or debit</legend>
        {(["credit", "debit"] as const).map((direction) => (
          <label key={direction} className="field--check">
            <input type="radio" name="direction" checked={draft.direction === direction} onChange={() => set("direction")(direction)} />{" "}
            {direction === "credit" ? "Credit" : "Debit"}
          </label>
        ))}
      </fieldset>
      <Field id="adjust-currency" label="Currency" error={errors.currency}>
        <select
          {...invalidProps("adjust-currency", errors.currency)}
          value={draft.currency}
          onChange={(e) => set("currency")(e.target.value as Currency)}
        >
          {currencies.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </Field>
      <ChoiceField
        id="adjust-kind"
        label="Kind of credit"
        error={errors.kind}
        value={draft.kind}
        values={WALLET_KINDS}
        labelOf={(kind) => kindLabels[kind]}
        onChange={set("kind")}
      />
      <TextField
        id="adjust-amount"
        label={`Amount (${draft.currency === "INR" ? "₹" : "$"})`}
        error={errors.amount}
        inputMode="decimal"
        value={draft.amount}
        onChange={set("amount")}
      />
      <TextField
        id="adjust-reason"
        label="Reason (the customer sees it)"
        error={errors.reason}
        maxLength={200}
        value={draft.reason}
        onChange={set("reason")}
      />
      <SubmitAndStatus busy={busy} status={status}>
        Adjust wallet
      </SubmitAndStatus>
    </form>
  );
}
