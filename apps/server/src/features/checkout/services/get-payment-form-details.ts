import { eq } from "drizzle-orm";
import { OTHER_CITY } from "@investar/core";
import type { BillingDetails, PostalAddress } from "@investar/core/billing-details";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { findUserRow } from "../../profile/index.ts";

export interface PaymentFormDetails extends BillingDetails {
  /** False: nothing was saved yet, and the fields are a suggestion taken from the profile. */
  isSaved: boolean;
  /** The profile's contact address, so that the form can offer to update it (ADR 0040). */
  profileAddress: PostalAddress;
}

/**
 * GET payment/UsersPaymentFormDetails: the billing details last saved from the payment form. A customer
 * who never saved any gets their profile's name, mobile and contact address, so the first payment form
 * is already mostly filled in.
 */
export async function getPaymentFormDetails(deps: AppDeps, userId: number): Promise<PaymentFormDetails> {
  const t = schema.userPaymentFormDetails;
  const [saved] = await deps.db.select().from(t).where(eq(t.userId, userId)).limit(1);
  const user = await findUserRow(deps.db, userId);
  const profileAddress: PostalAddress = {
    address: user.address ?? "",
    // The profile keeps 'Other' plus the typed name; the invoice needs the city itself.
    city: (user.city === OTHER_CITY ? user.otherCity : user.city) ?? "",
    state: user.state ?? "",
    pinCode: user.pinCode ?? "",
    country: user.country ?? "",
  };
  if (saved) {
    const { name, address, city, state, pinCode, country, phone, gstin } = saved;
    return { name, address, city, state, pinCode, country, phone, gstin, isSaved: true, profileAddress };
  }
  return { name: user.fullName, ...profileAddress, phone: user.mobileNo, gstin: null, isSaved: false, profileAddress };
}
