import { formatDay, formatMoney, type Currency, type IsoDate } from "@investar/core";
import { composeMail } from "./mail-layout.ts";

export interface Receipt {
  email: string;
  name: string;
  orderNumber: string;
  /** "Investar Standard (Quarter plan) with Intraday (NSE Cash 5-Min)". */
  description: string;
  expiry: IsoDate;
  currency: Currency;
  /** Minor units: charged (card or manual payment), paid from the wallet, of which GST. */
  charged: number;
  walletPaid: number;
  gst: number;
  manageUrl: string;
  /** Sent by a test deployment (ADR 0012): the mail says TEST in its subject and first line. */
  test: boolean;
}

const TEST_NOTICE = "TEST: this receipt comes from a test site running the payment simulator. No money was taken.";

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";

/** Sent once per activated order, from the activation's own transaction (the outbox). */
export function receiptMail(receipt: Receipt) {
  const m = (minor: number) => formatMoney(minor, receipt.currency);
  const paid = [
    receipt.charged > 0 ? `${m(receipt.charged)} paid` : null,
    receipt.walletPaid > 0 ? `${m(receipt.walletPaid)} from your wallet` : null,
  ].filter(Boolean);
  return composeMail({
    to: receipt.email,
    subject: `${receipt.test ? "TEST: " : ""}Your Investar subscription is active (order ${receipt.orderNumber})`,
    greeting: `Hello ${firstName(receipt.name)},`,
    paragraphs: [
      ...(receipt.test ? [TEST_NOTICE] : []),
      `Thank you. ${receipt.description} is now active until ${formatDay(receipt.expiry)}.`,
      `Order ${receipt.orderNumber}: ${paid.length > 0 ? paid.join(" and ") : "nothing to pay"}${receipt.gst > 0 ? `, including ${m(receipt.gst)} GST` : ""}.`,
    ],
    action: { label: "See my subscription", url: receipt.manageUrl },
    footnote: "Keep this mail as your receipt. Questions about this order? Reply with its order number.",
  });
}
