import { minorToGatewayAmount, type CardPaymentOption } from "@investar/core";
import { GatewayQueryError, GatewayResponseError, type CardGateway, type CheckoutOrder } from "./card-gateway.ts";
import { CcavenueCipherError, ccavenueDecrypt, ccavenueEncrypt, decodeFields, encodeFields } from "./ccavenue-cipher.ts";
import { standingInstructionFields } from "./ccavenue-mandate.ts";
import { parseStatusTrackerAnswer, statusTrackerForm } from "./ccavenue-status.ts";
import type { FormTransport } from "./form-transport.ts";

export interface CcavenueSettings {
  merchantId: string;
  accessCode: string;
  workingKey: string;
  /** Where the browser posts the checkout form (CCAvenue: …/transaction.do?command=initiateTransaction). */
  transactionUrl: string;
  /** The server-to-server API (orderStatusTracker). */
  apiUrl: string;
  /** Our return URL: the gateway posts `encResp` there on success, failure and cancel alike. */
  redirectUrl: string;
  /** Set when the checkout form leaves our origin. */
  formOrigin: string | null;
}

// Customer details the gateway may prefill; nothing else from the caller may reach the request.
const billingField = /^(billing|delivery)_[a-z]+$/;

/**
 * CCAvenue's payment_option codes for the pay step's choices. Card sends none, so the hosted page offers
 * cards and net banking together; OPTUPI opens it on UPI (collect request or QR).
 */
export const ccavenuePaymentOptions: Readonly<Record<CardPaymentOption, string | null>> = { card: null, upi: "OPTUPI" };

/**
 * CCAvenue's non-seamless protocol (docs/architecture.md#card-gateway). The simulator is this same client with a test key and
 * our own URLs, so the code that talks to the real gateway is the code every test runs.
 */
export function createCcavenueGateway(settings: CcavenueSettings, transport: FormTransport): CardGateway {
  return {
    formOrigin: settings.formOrigin,

    checkoutForm(order: CheckoutOrder) {
      const billing = Object.fromEntries(Object.entries(order.billing ?? {}).filter(([name]) => billingField.test(name)));
      const option = ccavenuePaymentOptions[order.paymentOption ?? "card"];
      const request = encodeFields({
        ...billing,
        ...(option ? { payment_option: option } : {}),
        merchant_id: settings.merchantId,
        order_id: order.orderNumber,
        currency: order.currency,
        amount: minorToGatewayAmount(order.amount),
        redirect_url: settings.redirectUrl,
        cancel_url: settings.redirectUrl,
        language: "EN",
        // Echoed back in the response: binds it to the customer the order was made for.
        merchant_param1: String(order.userId),
        // Echoed back too: the outcome page is shown in the language the payment started in (returnLanguage).
        ...(order.language && order.language !== "en" ? { merchant_param2: order.language } : {}),
        ...(order.standingInstruction ? standingInstructionFields(order.standingInstruction) : {}),
      });
      return {
        action: settings.transactionUrl,
        fields: { encRequest: ccavenueEncrypt(request, settings.workingKey), access_code: settings.accessCode },
      };
    },

    decryptResponse(encResp: string) {
      let fields: Record<string, string>;
      try {
        fields = decodeFields(ccavenueDecrypt(encResp, settings.workingKey));
      } catch (error) {
        if (error instanceof CcavenueCipherError) throw new GatewayResponseError(`encResp ${error.message}`);
        throw error;
      }
      if (!fields.order_id) throw new GatewayResponseError("encResp carries no order_id");
      return fields;
    },

    async queryStatus(orderNumber: string) {
      let answer: { status: number; body: string };
      try {
        answer = await transport(settings.apiUrl, statusTrackerForm(orderNumber, settings));
      } catch (error) {
        throw new GatewayQueryError(`status API unreachable: ${(error as Error).message}`);
      }
      if (answer.status !== 200) throw new GatewayQueryError(`status API answered HTTP ${answer.status}`);
      return parseStatusTrackerAnswer(answer.body, settings.workingKey);
    },
  };
}
