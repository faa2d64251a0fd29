import { currencySchema, selectionSchema } from "@investar/core/pricing/selection-schema";
import { z } from "zod";
import { requireSelfOrAdmin } from "../../auth/principal.ts";
import { echoRequestOnError } from "../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../http/app-types.ts";
import { submitManualPayment, type ManualPurchase } from "../../services/manual-payments/submit-manual-payment.ts";
import { paymentInUnits, paymentSummarySchema, upiSchema } from "./manual-payment-schemas.ts";
import { userId } from "../user/user-id-query.ts";

// Loose on purpose: every field is text as typed, and core's rules answer with the form's own messages.
const text = (max: number) => z.string().max(max, `At most ${max} characters.`).default("");

/**
 * docs/business-rules.md#payment-request's payment request with paymentGateway ManualPayment: what is
 * bought — a subscription (selItems) or a webinar seat (webinar) — and the payment form.
 */
const manualPaymentRequest = z
  .object({
    userId,
    paymentGateway: z.literal("ManualPayment").optional(),
    selItems: selectionSchema.optional(),
    webinar: z
      .object({
        webinarId: z.number().int().positive(),
        currency: currencySchema,
        couponCode: z.string().trim().max(40, "At most 40 characters.").optional(),
      })
      .optional()
      .describe("A webinar seat instead of a subscription"),
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
  .refine((body) => (body.selItems === undefined) !== (body.webinar === undefined), {
    message: "Send either selItems (a subscription) or webinar (a webinar seat).",
    path: ["selItems"],
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
      const { userId: owner, selItems, webinar, form } = request.body;
      const caller = await requireSelfOrAdmin(request, owner);
      const purchase: ManualPurchase = webinar ? { kind: "webinar", ...webinar } : { kind: "subscription", selection: selItems! };
      const submitted = await submitManualPayment(app.deps, owner, { purchase, form }, caller.userId);
      const what = webinar ? "your webinar seat is confirmed" : "your subscription is activated";
      const message = `Thank you. We have recorded your ${form.mode} payment for order ${submitted.payment.orderNumber}; ${what} once we see the money.`;
      return { payment: paymentInUnits(submitted.payment), upi: submitted.upi, message };
    },
  );
};

export default setUsersManualPayment;
