import { gatewayAmountToMinor, isOrderNumber } from "@investar/core";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { TaxDocumentFile } from "../services/document-access.ts";
import { currency, units } from "../../catalogue/index.ts";

/** An order's numeric id or its number as the customer sees it (INV-2026-…). */
export const orderRef = z
  .string({ error: "orderId is required." })
  .max(40, "orderId must be an order's id or its number (INV-2026-…).")
  .trim()
  .refine((value) => /^[1-9]\d{0,9}$/.test(value) || isOrderNumber(value), "orderId must be an order's id or its number (INV-2026-…).")
  .transform((value) => (isOrderNumber(value) ? value : Number(value)));

/** An amount in currency units as a query parameter ("448", "35.97"), read into minor units without floats. */
export const unitsParam = (name: string) =>
  z
    .string()
    .max(20, `${name} must be an amount such as 448 or 35.97.`)
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/u, `${name} must be an amount such as 448 or 35.97.`)
    .transform((value) => gatewayAmountToMinor(value)!);

export const taxDocumentEntrySchema = z.object({
  kind: z.enum(["invoice", "creditNote"]),
  id: z.number().int(),
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  currency,
  total: units,
  invoiceNumber: z.string().nullable(),
  reason: z.string().nullable(),
  downloadUrl: z.string(),
  cursor: z.string().describe("Its position in the list: GetInvoices' `older` for the documents after it (ADR 0063)"),
});

/** A PDF the browser saves under the document's number. */
export function sendPdf(reply: FastifyReply, file: TaxDocumentFile) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-length", file.pdf.length)
    .header("content-disposition", `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`)
    .header("cache-control", "private, no-store")
    .send(file.pdf);
}
