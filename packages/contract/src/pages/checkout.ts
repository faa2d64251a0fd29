/** What CustomizeSubscription reads from the checkout feature. */
import type { BillingDetails, PostalAddress } from "@investar/core/billing-details";

export interface CheckoutPageServices {
  /** CustomizeSubscription's billing details: those last saved (payment/UsersPaymentFormDetails), else the profile's as a suggestion. */
  getPaymentFormDetails(userId: number): Promise<BillingDetails & { isSaved: boolean; profileAddress: PostalAddress }>;
}
