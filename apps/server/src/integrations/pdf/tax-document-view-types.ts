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

export interface TaxDocumentView {
  kind: "invoice" | "creditNote";
  title: string;
  /** Under the title: which copy this is (CGST rule 46 asks for it on invoices of services too). */
  copyLabel: string;
  /** A document of a test deployment (ADR 0012) says so under its title; null on real ones. */
  testNotice: string | null;
  number: string;
  fileName: string;
  /** Label and value pairs printed beside the supplier. */
  facts: [string, string][];
  supplier: PartyView;
  customer: PartyView;
  currency: Currency;
  lines: { description: string; sac: string; amount: string }[];
  /** Label, amount, and whether it is the grand total. */
  totals: { label: string; amount: string; strong?: boolean }[];
  totalInWords: string;
  notes: string[];
  footer: string;
}
