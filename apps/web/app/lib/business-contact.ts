import { businessAddressLines } from "@investar/core";
import { useRootData } from "./root-data.ts";

export interface BusinessContact {
  tradeName: string;
  legalName: string | null;
  addressLines: string[];
  supportEmail: string;
  /** null on a deployed site whose business profile is not entered yet: no number is made up. */
  supportPhone: { display: string; tel: string; whatsApp: string } | null;
  grievance: { name: string; email: string; phone: string } | null;
  /** The grievance officer's, else the vendor domain's grievance mailbox. */
  grievanceEmail: string;
}

/**
 * How pages name and reach the business: from its profile (ADR 0033). Before a deployed site has one,
 * only the support mailbox of the vendor's domain is shown.
 */
export function useBusinessContact(): BusinessContact {
  const { business, vendorEmailDomain } = useRootData();
  if (!business)
    return {
      tradeName: "Investar",
      legalName: null,
      addressLines: [],
      supportEmail: `support@${vendorEmailDomain}`,
      supportPhone: null,
      grievance: null,
      grievanceEmail: `grievance@${vendorEmailDomain}`,
    };
  const digits = business.supportPhone.replace(/\D/g, "");
  return {
    tradeName: business.tradeName,
    legalName: business.legalName,
    addressLines: businessAddressLines(business),
    supportEmail: business.supportEmail,
    supportPhone: { display: business.supportPhone, tel: `+${digits}`, whatsApp: digits },
    grievance: business.grievanceOfficer,
    grievanceEmail: business.grievanceOfficer.email,
  };
}
