/**
 * What the tax-document renderer draws: a tax invoice or credit note as text, built from the stored
 * document by services/invoices/tax-document-view.ts. Defined beside the renderer, so the renderer
 * depends on nothing in the services.
 */
import type { Currency } from "@investar/core";

export interface PartyView {
  heading: string;
  name: string;
  lines: string[];
}

/** A heading in Hindi and English, as GST documents in India commonly print them (ADR 0061). */
export interface Bilingual {
  hi: string;
  en: string;
}

export interface TaxDocumentView {
  kind: "invoice" | "creditNote";
  title: string;
  /** Under the title: which copy this is (CGST rule 46 asks for it on invoices of services too). */
  copyLabel: string;
  /** A document of a test deployment (ADR 0012) says so under its title; null on real ones. */
  testNotice: string | null;
  number: string;
  fileName: string;
  /** Label (Hindi above English) and value pairs printed beside the supplier. */
  facts: [Bilingual, string][];
  supplier: PartyView;
  customer: PartyView;
  currency: Currency;
  lines: { description: string; sac: string; amount: string }[];
  /**
   * Label, amount, and whether it is the grand total. The amount is in the document's currency unless the row
   * names another (the value in INR of an export), or null for a plain number (an exchange rate).
   */
  totals: { label: string; amount: string; strong?: boolean; currency?: Currency | null }[];
  totalInWords: string;
  notes: string[];
  footer: string;
}
