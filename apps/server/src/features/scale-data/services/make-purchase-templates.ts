import { selectionWithDefaults, stateNameOfCode, type BillingPlan, type Currency } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { businessProfileInEffect } from "../../business/index.ts";
import { priceOrder } from "../../checkout/index.ts";
import { settleOrder, submitOrder } from "../../payments/index.ts";

/** Where a scale data set's accounts live: nobody's real address, and easy to find and to remove. */
export const SCALE_EMAIL_DOMAIN = "scale.example.in";

const PURCHASES: Array<{ product: string; plan: BillingPlan; currency: Currency }> = [
  { product: "Basic", plan: "Quarter", currency: "INR" },
  { product: "Standard", plan: "Quarter", currency: "INR" },
  { product: "Standard", plan: "Annual", currency: "INR" },
  { product: "Pro", plan: "Quarter", currency: "INR" },
  { product: "Pro", plan: "Annual", currency: "INR" },
  { product: "Standard", plan: "Month", currency: "INR" },
];

/**
 * Real purchases the data set is cloned from (docs/architecture.md#scale-data): for each product and plan, one
 * buyer in the supplier's own state and one elsewhere, each bought through the site's own path (the catalogue's
 * quote, an order, the gateway's paid answer, activation and the tax invoice), so every cloned order, invoice and
 * subscription is one the pages, PDFs and returns already read. Answers the template orders' ids.
 */
export async function makePurchaseTemplates(deps: AppDeps, passwordHash: string): Promise<number[]> {
  const profile = await businessProfileInEffect(deps);
  const home = (profile && stateNameOfCode(profile.gstin.slice(0, 2))) ?? "Maharashtra";
  const away = home === "Karnataka" ? "Tamil Nadu" : "Karnataka";
  const orderIds: number[] = [];
  for (const [index, purchase] of PURCHASES.entries()) {
    for (const state of [home, away]) {
      const [user] = await deps.db
        .insert(schema.users)
        .values({
          email: `template.${index}.${state === home ? "home" : "away"}@${SCALE_EMAIL_DOMAIN}`,
          fullName: "Template Buyer",
          mobileNo: "9820012345",
          passwordHash,
          isEmailVerified: true,
          country: "India",
          state,
          city: "Other",
          otherCity: state === home ? "Pune" : "Bengaluru",
          address: "1 Market Road",
          pinCode: state === home ? "411001" : "560001",
        })
        .returning({ id: schema.users.id });
      const selection = selectionWithDefaults(purchase);
      const order = await priceOrder(deps, user!.id, { kind: "subscription", selection }, "CCAvenue");
      const pending = await submitOrder(deps, order);
      const settled = await settleOrder(deps, pending, {
        status: "paid",
        gatewayStatus: "Success",
        orderNumber: pending.orderNumber,
        amount: pending.amount,
        currency: pending.currency,
        trackingId: `TEMPLATE-${pending.id}`,
      });
      if (settled.outcome !== "paid") throw new Error(`The template purchase ${purchase.product} ${purchase.plan} was not paid.`);
      orderIds.push(pending.id);
    }
  }
  return orderIds;
}
