/**
 * What each gateway accepts before an order is made for it: the amount it can take, and the wording
 * when a payment request names another gateway. One table, so card checkout, manual payments and
 * ChangeSubscription answer these cases the same way wherever they are asked.
 */
import { formatMoney, type Currency } from "../money.ts";
import type { PaymentGateway } from "./order.ts";

export interface OrderProblem {
  code: string;
  message: string;
}

interface GatewayRule {
  /** Null when an order of this total may be made through the gateway. */
  amountProblem(total: number, currency: Currency): OrderProblem | null;
  /** Why a request naming another gateway is refused by this gateway's call. */
  otherGateway(requested: PaymentGateway): string;
}

const gatewayRules: Record<PaymentGateway, GatewayRule> = {
  CCAvenue: {
    // Nothing to charge a card for: the wallet (or a discount) pays it all, so it is applied as a change.
    amountProblem: (total) =>
      total > 0
        ? null
        : {
            code: "NothingToPay",
            message: "Your credits cover this order, so there is nothing to pay by card. Choose 'Change subscription' to apply it.",
          },
    otherGateway: (requested) => `This call takes card payments; a ${requested} request goes elsewhere.`,
  },
  ManualPayment: {
    amountProblem: (total) =>
      total > 0
        ? null
        : {
            code: "BadRequest",
            message: "There is nothing to pay for this selection: your wallet credits cover it. Use 'Change subscription' to apply it.",
          },
    otherGateway: (requested) => `This call records manual payments, not ${requested}.`,
  },
  ChangeSub: {
    amountProblem: (total, currency) =>
      total === 0
        ? null
        : {
            code: "PaymentRequired",
            message: `This change costs ${formatMoney(total, currency)} after your credits, so it can't be applied for free. Choose 'Proceed to Pay' instead.`,
          },
    otherGateway: (requested) => `This call applies changes paid by credits (paymentGateway ChangeSub), not ${requested}.`,
  },
};

/** Card and manual payments need something to pay; a ChangeSub order must cost nothing after credits. */
export function orderAmountProblem(gateway: PaymentGateway, total: number, currency: Currency): OrderProblem | null {
  return gatewayRules[gateway].amountProblem(total, currency);
}

/** A payment request sent to one gateway's call but naming another (left out, it names the call's own). */
export function otherGatewayProblem(gateway: PaymentGateway, requested: PaymentGateway | undefined): OrderProblem | null {
  if (requested === undefined || requested === gateway) return null;
  return { code: "WrongPaymentGateway", message: gatewayRules[gateway].otherGateway(requested) };
}
