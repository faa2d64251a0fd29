/** The page's two ways to buy: pay by card through the gateway, or apply a change the wallet pays in full. */
import type { CardPaymentOption, PaymentForm, QuoteSelection } from "@investar/core";
import type { BillingDetails } from "@investar/core/billing-details";
import { useState } from "react";
import { useNavigate } from "react-router";
import { reportFailure } from "../../../lib/report-failure.ts";

/**
 * Loaded when the customer pays, not with the page: sending the order to the gateway is not needed to
 * choose and price a plan (ADR 0018). A failed load is said like a failed call, and the button is free again.
 */
async function loadCheckout() {
  try {
    return await import("../../../lib/start-checkout.ts");
  } catch (error) {
    reportFailure(error, () => {});
    return null;
  }
}

export interface Checkout {
  busy: boolean;
  /** Why the last try was refused, when it must stay on the page (a rate limit, too many unfinished payments). */
  refusal: string | null;
  /** The pay step's "Pay with": the gateway's card and net-banking page, or its UPI option. */
  option: CardPaymentOption;
  setOption(option: CardPaymentOption): void;
  /** "Renew automatically" (docs/business-rules.md#auto-renew-opt-in): unticked until the customer ticks it; sent only with a card payment. */
  autoRenew: boolean;
  setAutoRenew(on: boolean): void;
  /** Whose checkout this is (the auto-renew terms are the customer's own). */
  userId: number;
  pay(selection: QuoteSelection): Promise<void>;
  change(selection: QuoteSelection): Promise<void>;
}

/** The gateway's page is prefilled with the invoice's billing details and the receipt's address. */
function gatewayForm(details: BillingDetails, email: string | undefined): PaymentForm {
  return { ...details, ...(email ? { email } : {}) };
}

export function useCheckout({
  userId,
  passphrase,
  email,
  confirmBilling,
}: {
  userId: number;
  passphrase: string;
  email?: string;
  /** docs/business-rules.md#billing-details: the billing details, saved before anything is paid; null when the customer must correct them. */
  confirmBilling(): Promise<BillingDetails | null>;
}): Checkout {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [option, setOption] = useState<CardPaymentOption>("card");
  const [autoRenew, setAutoRenew] = useState(false);
  const navigate = useNavigate();
  /** Busy from here; the billing details confirmed and the gateway's code loaded, or null with the button free again. */
  async function begin() {
    setBusy(true);
    setRefusal(null);
    const billing = await confirmBilling();
    const gateway = billing ? await loadCheckout() : null;
    if (!billing || !gateway) {
      setBusy(false);
      return null;
    }
    return { gateway, form: gatewayForm(billing, email) };
  }
  return {
    busy,
    refusal,
    option,
    setOption,
    autoRenew,
    setAutoRenew,
    userId,
    async pay(selection) {
      const ready = await begin();
      if (!ready) return;
      const { gateway, form } = ready;
      const paymentOption = gateway.payableOption(option, selection.currency);
      const outcome = await gateway.startCheckout({
        selection,
        userId,
        passphrase,
        form,
        paymentOption,
        // The choice is shown for a card payment only; switched to UPI, it is not sent.
        autoRenew: autoRenew && paymentOption === "card",
      });
      // On success the browser is on its way to the gateway: the button stays disabled until it leaves.
      if (outcome.kind !== "redirecting") {
        setBusy(false);
        if (outcome.lasting) setRefusal(outcome.message);
      }
    },
    async change(selection) {
      // Credits pay for the change, but it is still a supply: its invoice needs the billing details too.
      const ready = await begin();
      if (!ready) return;
      const outcome = await ready.gateway.changeSubscription({ selection, userId, form: ready.form });
      setBusy(false);
      if (outcome.kind === "failed" && outcome.lasting) setRefusal(outcome.message);
      // The outcome view reads the applied change back from the server, like a payment's.
      if (outcome.kind === "changed")
        await navigate(`/Pricing/CustomizeSubscription?payment=${encodeURIComponent(outcome.orderNumber)}`, { replace: true });
    },
  };
}
