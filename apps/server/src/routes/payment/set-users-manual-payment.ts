import { selectionSchema } from "@investar/core/pricing/selection-schema";
import { z } from "zod";
import { requireSelfOrAdmin } from "../../auth/principal.ts";
import { echoRequestOnError } from "../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../http/app-types.ts";
import { submitManualPayment } from "../../services/manual-payments/submit-manual-payment.ts";
import { paymentInUnits, paymentSummarySchema, upiSchema } from "./manual-payment-schemas.ts";
import { userId } from "../user/user-id-query.ts";

// Loose on purpose: every field is text as typed, and core's rules answer with the form's own messages.
const text = (max: number) => z.string().max(max, `At most ${max} characters.`).default("");

/** docs/business-rules.md#payment-request's payment request with paymentGateway ManualPayment: what is bought (selItems) and the payment form. */
const manualPaymentRequest = z.object({
  userId,
  paymentGateway: z.literal("ManualPayment").optional(),
  selItems: selectionSchema,
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
});

const setUsersManualPayment: RouteModule = (app) => {
  app.post(
    "/api/payment/SetUsersManualPayment",
    {
      // docs/business-rules.md#echo-request-on-error: manual payment errors fall back to returning the request.
      ...echoRequestOnError,
      schema: {
        tags: ["payment"],
        summary:
          "Record a bank transfer, cheque, DD, cash deposit or UPI payment for the server's quote of selItems; pending until an admin activates it. 4xx bodies echo the request.",
        security: [{ bearer: [] }],
        body: manualPaymentRequest,
        response: { 200: z.object({ payment: paymentSummarySchema, upi: upiSchema.nullable(), message: z.string() }) },
      },
    },
    async (request) => {
      const { userId: owner, selItems, form } = request.body;
      const caller = await requireSelfOrAdmin(request, owner);
      const submitted = await submitManualPayment(app.deps, owner, { selItems, form }, caller.userId);
      const message = `Thank you. We have recorded your ${form.mode} payment for order ${submitted.payment.orderNumber}; your subscription is activated once we see the money.`;
      return { payment: paymentInUnits(submitted.payment), upi: submitted.upi, message };
    },
  );
};

export default setUsersManualPayment;
