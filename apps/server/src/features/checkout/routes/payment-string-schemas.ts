import { z } from "zod";
import { PAYMENT_STRING_ID_PATTERN, PAYMENT_STRING_MAX_LENGTH } from "../services/payment-detail-strings.ts";

export const stringId = z
  .string({ error: "stringId is required." })
  .max(64, "stringId must be 1 to 64 letters, digits, '-' or '_'.")
  .regex(PAYMENT_STRING_ID_PATTERN, "stringId must be 1 to 64 letters, digits, '-' or '_'.");

export const paymentDetailString = z
  .string({ error: "paymentDetailString is required." })
  .min(1, "paymentDetailString is required.")
  .max(PAYMENT_STRING_MAX_LENGTH, `paymentDetailString can have at most ${PAYMENT_STRING_MAX_LENGTH} characters.`)
  // Opaque, but text: control characters have no place in it and would only hide something.
  // eslint-disable-next-line no-control-regex
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), "paymentDetailString may not contain control characters.");

export const pendingString = z.object({
  stringId: z.string(),
  paymentDetailString: z.string(),
  savedAt: z.string(),
  expiresAt: z.string().describe("A day after it was saved"),
});
