import { BILLING_PLANS, LICENSE_TYPES, minorToUnits, paymentGateways } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { listUserSubscriptions } from "../services/list-user-subscriptions.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { currency, isoDate, units } from "../../catalogue/index.ts";
import { route } from "./route.ts";

const historyRow = z.object({
  orderNumber: z.string(),
  kind: z.enum(["tool", "mobile"]),
  quoteKind: z.enum(["fresh", "upgrade", "renewal", "extension"]),
  gateway: z.enum(paymentGateways),
  baseProduct: z.string(),
  addons: z.array(z.string()),
  plan: z.enum(BILLING_PLANS),
  licenseType: z.enum(LICENSE_TYPES),
  noOfLicenses: z.number().int(),
  previousExpiryDate: isoDate.nullable(),
  expiryDate: isoDate,
  currency,
  amountPaid: units.describe("Charged by the gateway or paid manually"),
  walletPaid: units.describe("Paid from the wallet"),
  activatedAt: z.string().describe("ISO timestamp"),
});

export default route(
  { method: "GET", path: "/api/payment/GetUsersSubscriptions", query: userIdQuery, answer: z.array(historyRow) },
  {
    config: { access: access.self("query") },
    summary: "The subscription history: what each activated order left the customer holding, newest first (amounts in currency units)",
    handler: async (request, { deps }) => {
      const rows = await listUserSubscriptions(deps, request.query.userId);
      return rows.map((row) => ({
        ...row,
        amountPaid: minorToUnits(row.amountPaid, row.currency),
        walletPaid: minorToUnits(row.walletPaid, row.currency),
        activatedAt: row.createdAt.toISOString(),
      }));
    },
  },
);
