/**
 * What a tax invoice or credit note records about its parties and what was sold, frozen when it is
 * issued: later changes to the customer's profile or the company's address never alter a document
 * already given out. Amounts are integer minor units of the document's currency.
 */
export interface SupplierDetails {
  legalName: string;
  /** Street, area, city with PIN: as printed under the name. */
  addressLines: string[];
  /** GST state code of the registered place of business ("27": Maharashtra). */
  stateCode: string;
  gstin: string;
  email: string;
  /** Letter of undertaking for exports without payment of IGST (its ARN), printed on export invoices. */
  lutReference: string | null;
}

export interface CustomerDetails {
  userId: number;
  name: string;
  email: string;
  addressLines: string[];
  country: string | null;
  /** The state the customer bills from (a name), when they gave one. */
  billingState: string | null;
  gstin: string | null;
}

export interface TaxDocumentLine {
  description: string;
  /**
   * The item's Hindi catalogue name, printed beneath the English description on a Hindi customer's invoice; the
   * English stays the legal text (docs/adr/0061-devanagari-in-tax-documents.md, docs/adr/0059-hindi-with-lingui.md).
   */
  nameHi?: string;
  /** Services accounting code (sac.ts). */
  sac: string;
  /** Before the discount. */
  amount: number;
}
