import { gatewayAmountToMinor, isCurrency, type CardPaymentOption, type Currency } from "@investar/core";
import { CcavenueCipherError, ccavenueDecrypt, decodeFields } from "../ccavenue-cipher.ts";
import { ccavenuePaymentOptions } from "../ccavenue-gateway.ts";
import type { SimulatorKeys } from "./simulator-keys.ts";

/** A checkout request as the simulated gateway reads it from `encRequest`. */
export interface SimulatedCheckout {
  orderNumber: string;
  /** As sent ("2493.00") and in minor units. */
  amountText: string;
  amount: number;
  currency: Currency;
  redirectUrl: string;
  cancelUrl: string;
  /** The page the request asked for (payment_option): UPI asks for the payer's UPI ID, card for nothing more. */
  paymentOption: CardPaymentOption;
  /** merchant_param1..5, echoed in the response as CCAvenue does. */
  merchantParams: Record<string, string>;
  /** The si_* fields of a payment that asks to register a card mandate (ccavenue-mandate.ts), or null. */
  standingInstruction: Record<string, string> | null;
}

export class SimulatorRequestError extends Error {}

/** Refuses, as the real gateway would, a request that is not for this merchant account or is incomplete. */
export function openSimulatorRequest(keys: SimulatorKeys, encRequest: string, accessCode: string): SimulatedCheckout {
  if (accessCode !== keys.accessCode) throw new SimulatorRequestError("Unknown access code.");
  let fields: Record<string, string>;
  try {
    fields = decodeFields(ccavenueDecrypt(encRequest, keys.workingKey));
  } catch (error) {
    if (error instanceof CcavenueCipherError)
      throw new SimulatorRequestError("The payment request cannot be read with this merchant's key.");
    throw error;
  }
  const amount = gatewayAmountToMinor(fields.amount ?? "");
  const { order_id: orderNumber, currency, redirect_url: redirectUrl } = fields;
  if (fields.merchant_id !== keys.merchantId) throw new SimulatorRequestError("The payment request is for another merchant.");
  if (!orderNumber) throw new SimulatorRequestError("The payment request has no order id.");
  if (amount === null || amount <= 0) throw new SimulatorRequestError("The payment request has no valid amount.");
  if (!isCurrency(currency)) throw new SimulatorRequestError("The payment request has no valid currency.");
  if (!redirectUrl || !/^https?:\/\//.test(redirectUrl)) throw new SimulatorRequestError("The payment request has no return URL.");
  const merchantParams = Object.fromEntries(Object.entries(fields).filter(([name]) => /^merchant_param[1-5]$/.test(name)));
  const standingInstruction = Object.fromEntries(Object.entries(fields).filter(([name]) => name.startsWith("si_")));
  return {
    orderNumber,
    amountText: fields.amount!,
    amount,
    currency,
    redirectUrl,
    cancelUrl: fields.cancel_url || redirectUrl,
    paymentOption: fields.payment_option === ccavenuePaymentOptions.upi ? "upi" : "card",
    merchantParams,
    standingInstruction: Object.keys(standingInstruction).length > 0 ? standingInstruction : null,
  };
}
