import { normaliseBillingDetails, validateBillingDetails, type BillingDetails } from "@investar/core/billing-details";
import { contactInfoOfAddress } from "@investar/core/profile";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { throwIfInvalid } from "../../../errors.ts";
import { findUserRow, writeContactInfo } from "../../profile/index.ts";

export type BillingDetailsInput = Partial<Record<keyof BillingDetails, string | null>> & { updateProfile?: boolean };

/**
 * POST payment/SetUserPaymentFormDetails: validates (core's rules, the form's own) and remembers the details, replacing
 * earlier ones; with updateProfile, their address becomes the profile's contact address in the same transaction
 * (ADR 0040), refused with the profile's own messages when it cannot take it.
 */
export async function savePaymentFormDetails(deps: AppDeps, userId: number, input: BillingDetailsInput): Promise<BillingDetails> {
  const details = normaliseBillingDetails(input);
  throwIfInvalid(validateBillingDetails(details));
  await findUserRow(deps.db, userId);
  const t = schema.userPaymentFormDetails;
  const row = { ...details, updatedAt: deps.now() };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(t)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: t.userId, set: row });
    if (input.updateProfile) await writeContactInfo(tx, userId, contactInfoOfAddress(details));
  });
  return details;
}
