import { minorToUnits } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { savePaymentData } from "../../invoices/index.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { currency, units } from "../../catalogue/index.ts";
import { unitsParam } from "../../invoices/index.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "POST",
    path: "/api/payment/GetPaymentData",
    query: z.object({
      userId,
      currency,
      gstAmount: unitsParam("gstAmount").default(0),
      creditAmount: unitsParam("creditAmount").default(0),
      gstIn: z.string().max(30, "gstIn is too long.").optional(),
      billingState: z.string().max(60, "billingState is too long.").optional(),
    }),
    answer: z.object({
      userId: z.number().int(),
      currency,
      gstAmount: units,
      creditAmount: units,
      gstIn: z.string().nullable(),
      billingState: z.string().nullable(),
      placeOfSupply: z.string(),
      supplyType: z.enum(["intraState", "interState", "export"]),
      cgst: units,
      sgst: units,
      igst: units,
    }),
  },
  {
    config: { access: access.self("query") },
    summary:
      "docs/business-rules.md#api-payment: keep the GSTIN (and billing state) for the next tax invoice; answers its place of supply and how the GST splits",
    schema: {
      description:
        "gstIn: a GSTIN to print on the next invoice; empty removes it; absent keeps the stored one. billingState (our addition): a state of India, used as the place of supply when there is no GSTIN. Amounts in units.",
    },
    handler: async (request, { deps }) => {
      const q = request.query;
      const data = await savePaymentData(deps, q);
      const u = (minor: number) => minorToUnits(minor, data.currency);
      return {
        ...data,
        gstAmount: u(data.gstAmount),
        creditAmount: u(data.creditAmount),
        cgst: u(data.cgst),
        sgst: u(data.sgst),
        igst: u(data.igst),
      };
    },
  },
);
