import { BILLING_PLANS, LICENSE_TYPES, PAYMENT_TARGETS, paymentGateways, type PaymentGateway, type PaymentRequest } from "@investar/core";
import { z } from "zod";

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/** docs/business-rules.md#payment-request payment request, as EncryptFor{card gateway} decrypts it and ChangeSubscription takes it. */
export const paymentRequestSchema = z.object({
  form: z
    .object({
      name: text(100).optional(),
      email: text(100).optional(),
      phone: text(20).optional(),
      address: text(300).optional(),
      city: text(100).optional(),
      state: text(100).optional(),
      pinCode: text(12).optional(),
      country: text(60).optional(),
      gstin: text(15).nullable().optional(),
    })
    .default({})
    .describe("Billing details, prefilled on the gateway's page"),
  // What the engine judges (an unknown product, a licence count out of range) passes on purpose, so the
  // answer is the pricing error the page also shows, as with the Quote call.
  selItems: z
    .object({
      product: text(100),
      plan: z.enum(BILLING_PLANS),
      addons: z.array(text(100)).max(50).default([]),
      licenseType: z.enum(LICENSE_TYPES).nullable().default(null),
      noOfLicenses: z.number().int().min(-1_000_000).max(1_000_000).default(1),
      portfolio: z.number().int().min(0).max(1_000_000).default(0),
      couponCode: text(50).nullable().default(null),
      useWallet: z.boolean().default(false),
      expiryMode: z.union([z.literal(0), z.literal(1)]).default(1),
      // The target decides tool or mobile; isMobile, when sent, must agree with it.
      isMobile: z.boolean().optional(),
      isRecurring: z.boolean().default(false),
      // The page's selection carries its currency too; the request's own currency is the one used.
      currency: z.enum(["INR", "USD"]).optional(),
    })
    .describe("The selection, re-quoted by the server"),
  target: z.enum(PAYMENT_TARGETS).describe("tool: the desktop subscription (ToolSubscr); mobile: the mobile app (MobileSubscr)"),
  userId: z.number().int().positive(),
  currency: z.enum(["INR", "USD"]),
  paymentGateway: z.enum(paymentGateways).optional(),
});

export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;

/**
 * A parsed request, or the field errors in the API's shape (docs/architecture.md#errors-and-validation: `errors` by field). Without a
 * paymentGateway, the request is for the endpoint it was sent to (`endpointGateway`).
 */
export function parsePaymentRequest(value: unknown, endpointGateway: PaymentGateway): { ok: true; request: PaymentRequest } | { ok: false; errors: Record<string, string[]> } {
  const parsed = paymentRequestSchema.safeParse(value);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[["request", ...issue.path].join(".")] ??= []).push(issue.message);
    return { ok: false, errors };
  }
  const { selItems, ...rest } = parsed.data;
  const { currency, ...items } = selItems;
  if (currency !== undefined && currency !== rest.currency) return { ok: false, errors: { "request.selItems.currency": [`is ${currency}, but the request is in ${rest.currency}`] } };
  const isMobile = rest.target === "mobile";
  if (items.isMobile !== undefined && items.isMobile !== isMobile) {
    return { ok: false, errors: { "request.target": [`is ${rest.target}, but the selection is for the ${items.isMobile ? "mobile app" : "desktop tool"}`] } };
  }
  return { ok: true, request: { ...rest, selItems: { ...items, isMobile }, paymentGateway: rest.paymentGateway ?? endpointGateway } };
}
