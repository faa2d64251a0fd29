import { businessAddressLines, checkGstin, type BusinessProfile, type SupplierDetails } from "@investar/core";
import type { Config } from "../../../config.ts";

/** The seller as a tax document freezes it at issue (ADR 0008): from the business profile in effect. */
export function supplierDetails(profile: BusinessProfile, config: Pick<Config, "invoiceLutReference">): SupplierDetails {
  const gstin = checkGstin(profile.gstin);
  return {
    legalName: profile.legalName,
    addressLines: businessAddressLines(profile),
    // The first two digits of a GSTIN are the state it is registered in.
    stateCode: gstin.ok ? gstin.stateCode : profile.gstin.slice(0, 2),
    gstin: profile.gstin,
    email: profile.billingEmail,
    lutReference: config.invoiceLutReference,
  };
}
