import { normaliseBillingDetails, validateBillingDetails, type BillingDetails } from "@investar/core/billing-details";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { throwIfInvalid } from "../../../errors.ts";
import { findUserRow } from "../../profile/index.ts";

export type BillingDetailsInput = Partial<Record<keyof BillingDetails, string | null>>;

/** POST payment/SetUserPaymentFormDetails: validates (core's rules, the form's own) and remembers the details, replacing earlier ones. */
export async function savePaymentFormDetails(deps: AppDeps, userId: number, input: BillingDetailsInput): Promise<BillingDetails> {
  const details = normaliseBillingDetails(input);
  throwIfInvalid(validateBillingDetails(details));
  await findUserRow(deps.db, userId);
  const t = schema.userPaymentFormDetails;
  const row = { ...details, updatedAt: deps.now() };
  await deps.db
    .insert(t)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: t.userId, set: row });
  return details;
}
