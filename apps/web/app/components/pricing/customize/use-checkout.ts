/** The page's two ways to buy: pay by card through the gateway, or apply a change the wallet pays in full. */
import type { QuoteSelection } from "@investar/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { changeSubscription, startCheckout } from "../../../lib/start-checkout.ts";

export interface Checkout {
  busy: boolean;
  pay(selection: QuoteSelection): Promise<void>;
  change(selection: QuoteSelection): Promise<void>;
}

export function useCheckout({ userId, passphrase, email, name }: { userId: number; passphrase: string; email?: string; name?: string }): Checkout {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const form = { ...(name ? { name } : {}), ...(email ? { email } : {}) };
  return {
    busy,
    async pay(selection) {
      setBusy(true);
      const outcome = await startCheckout({ selection, userId, passphrase, form });
      // On success the browser is on its way to the gateway: the button stays disabled until it leaves.
      if (outcome.kind !== "redirecting") setBusy(false);
    },
    async change(selection) {
      setBusy(true);
      const outcome = await changeSubscription({ selection, userId, form });
      setBusy(false);
      // The outcome view reads the applied change back from the server, like a payment's.
      if (outcome.kind === "changed") await navigate(`/Pricing/CustomizeSubscription?payment=${encodeURIComponent(outcome.orderNumber)}`, { replace: true });
    },
  };
}
