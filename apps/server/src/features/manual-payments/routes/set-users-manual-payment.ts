import { manualPaymentModeInfo, isManualPaymentMode } from "@investar/core";
import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { submitManualPayment } from "../services/submit-manual-payment.ts";
import {
  manualPurchaseFields,
  manualPurchaseOf,
  oneManualPurchase,
  paymentInUnits,
  paymentSummarySchema,
  upiSchema,
} from "./manual-payment-schemas.ts";
import { userId } from "@investar/contract/parts/user-id-query";

// Loose on purpose: every field is text as typed, and core's rules answer with the form's own messages.
const text = (max: number) => z.string().max(max, `At most ${max} characters.`).default("");

/**
 * docs/business-rules.md#payment-request's payment request with paymentGateway ManualPayment: what is
 * bought — a subscription (selItems) or a webinar seat (webinar), or the UPI request already started
 * for it (orderNumber, from StartUpiPayment) — and the payment form.
 */
const manualPaymentRequest = z
  .object({
    userId,
    paymentGateway: z.literal("ManualPayment").optional(),
    ...manualPurchaseFields,
    orderNumber: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .optional()
      .describe("The order StartUpiPayment made, when the customer says they have paid its QR code"),
    form: z.object({
      mode: text(60),
      reference: text(60),
      amount: z
        .union([z.string().max(30), z.number()])
        .transform(String)
        .default(""),
      paymentDate: text(20),
      bankName: text(200),
    }),
  })
  .refine((body) => (body.orderNumber === undefined ? oneManualPurchase.check(body) : !body.selItems && !body.webinar), {
    message: "Send either selItems (a subscription), webinar (a webinar seat) or orderNumber (a started UPI payment).",
    path: ["selItems"],
  });

const setUsersManualPayment: RouteModule = (app, deps) => {
  app.post(
    "/api/payment/SetUsersManualPayment",
    {
      config: { access: access.self("body") },
      // docs/business-rules.md#echo-request-on-error: manual payment errors fall back to returning the request.
      ...echoRequestOnError,
      schema: {
        tags: ["payment"],
        summary:
          "Record a bank transfer, cheque, DD, cash deposit or UPI payment for the server's quote of selItems (or for a started UPI payment); pending until an admin activates it. 4xx bodies echo the request.",
        security: [{ bearer: [] }],
        body: manualPaymentRequest,
        response: { 200: z.object({ payment: paymentSummarySchema, upi: upiSchema.nullable(), message: z.string() }) },
      },
    },
    async (request) => {
      const { userId: owner, orderNumber, form } = request.body;
      const caller = await callerOf(request);
      const submission = orderNumber ? { orderNumber, form } : { purchase: manualPurchaseOf(request.body), form };
      const submitted = await submitManualPayment(deps, owner, submission, caller.userId);
      const { payment } = submitted;
      const what = submitted.webinar ? "your webinar seat is confirmed" : "your subscription is activated";
      const activation = isManualPaymentMode(form.mode) ? ` (${manualPaymentModeInfo[form.mode].activation})` : "";
      const later =
        payment.manual?.reference === null
          ? ` Add its ${manualPaymentModeInfo.UPI.referenceLabel} on My Subscription when you have it: it helps us find it sooner.`
          : "";
      const message = `Thank you. We have recorded your ${form.mode} payment for order ${payment.orderNumber}; ${what} once we see the money${activation}.${later}`;
      return { payment: paymentInUnits(payment), upi: submitted.upi, message };
    },
  );
};

export default setUsersManualPayment;
