/**
 * The lines of a tax invoice, read from the quote frozen with the order: one per product, add-on and
 * licence fee, one for a portfolio package, then the discount. Lines minus discount is the taxable
 * value (the pricing engine's originalPrice − discount), on which the GST was charged.
 */
import type { OrderSnapshot, WebinarSnapshot } from "../payments/order.ts";
import { soldSnapshot } from "../payments/purchase.ts";
import { formatDay, indiaToday } from "../pricing/dates.ts";
import { NON_SIMULTANEOUS_LINE_ID } from "../pricing/lines.ts";
import { SAC_SOFTWARE_LICENCE, SAC_TRAINING } from "./sac.ts";
import type { TaxDocumentLine } from "./tax-document.ts";

export interface InvoiceContent {
  lines: TaxDocumentLine[];
  discount: number;
  /** sum(lines) − discount */
  taxable: number;
  gst: number;
  /** Wallet credits that paid part of it (the quote's totalDeduction). */
  paidFromWallet: number;
  /** What the customer paid by the order's gateway (the quote's total). */
  amountPaid: number;
}

const PLAN_WORDS = { Month: "Monthly", Quarter: "Quarterly", Annual: "Annual" } as const;

/** `hindiName`: an item's Hindi catalogue name for a Hindi customer's invoice (null: none, or not a Hindi customer). */
export function invoiceContent(snapshot: OrderSnapshot, hindiName: (id: string) => string | null = () => null): InvoiceContent {
  const sold = soldSnapshot(snapshot);
  if (sold.kind === "webinar") return webinarInvoiceContent(sold);
  const { selection, summary } = sold;
  const period = `${PLAN_WORDS[selection.plan]} plan, until ${formatDay(summary.newExpiryDate)}`;
  const product = sold.kind === "mobile" ? "Investar Mobile" : "Investar";
  const licences = summary.noOfLicense > 1 ? `, ${summary.noOfLicense} licences` : "";
  const describe = (id: string, name: string): string => {
    if (id === NON_SIMULTANEOUS_LINE_ID) return `${name} (${period})`;
    return id === selection.product ? `${product} ${name} licence (${period}${licences})` : `${name} add-on (${period}${licences})`;
  };
  const lines: TaxDocumentLine[] = summary.productAndAmounts
    .filter((line) => line.Total > 0)
    .map((line) => {
      const nameHi = hindiName(line.Id);
      return { description: describe(line.Id, line.Name), ...(nameHi ? { nameHi } : {}), sac: SAC_SOFTWARE_LICENCE, amount: line.Total };
    });
  if (summary.portfolio > 0)
    lines.push({
      description: `Portfolio package, ${selection.portfolio} portfolios (one-time)`,
      sac: SAC_SOFTWARE_LICENCE,
      amount: summary.portfolio,
    });
  return {
    lines,
    discount: summary.discount,
    taxable: summary.originalPrice - summary.discount,
    gst: summary.gst,
    paidFromWallet: summary.totalDeduction,
    amountPaid: summary.total,
  };
}

/** One line, the seat at its list price, then the offer's discount: the taxable value is the offer price. */
function webinarInvoiceContent({ webinar, price }: WebinarSnapshot): InvoiceContent {
  const description = `Live webinar "${webinar.title}" on ${formatDay(indiaToday(new Date(webinar.dateTime)))} (one seat)`;
  return {
    lines: [{ description, sac: SAC_TRAINING, amount: price.listPrice }],
    discount: price.listPrice - price.price,
    taxable: price.price,
    gst: price.gst,
    paidFromWallet: 0,
    amountPaid: price.total,
  };
}
