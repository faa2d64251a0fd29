/**
 * The admin page's calls (docs/business-rules.md#api-payment payment/* manual payment calls) and their answers, money turned back
 * from the API's currency units into minor units once, here, as quote-api.ts does for prices.
 */
import type { Currency, ManualPaymentMode, OrderStatus } from "@investar/core";
import type { ManualPaymentUsersPage } from "@investar/contract/pages/manual-payments";
import { api } from "../../lib/api-client.ts";
import { unitsToMinor } from "@investar/core";

export interface AdminPayment {
  paymentId: number;
  orderNumber: string;
  userId: number;
  status: OrderStatus;
  statusWords: string;
  amount: number;
  currency: Currency;
  createdAt: string;
  manual: {
    mode: ManualPaymentMode;
    reference: string | null;
    declaredAmount: number;
    paymentDate: string;
    bankName: string | null;
    statusText: string;
    statusUpdatedAt: string | null;
  } | null;
}

export interface AdminPaymentDetails extends AdminPayment {
  customer: { userId: number; name: string; email: string; mobileNo: string };
  items: { name: string; total: number }[];
  gst: number;
  walletDeductions: number;
  refund: { amount: number; destination: "wallet" | "gateway"; status: string; reason: string; createdAt: string } | null;
  upi: { link: string; qrCode: string } | null;
  /** Other payments declared with the same bank reference. */
  sameReference: { paymentId: number; orderNumber: string; userId: number; status: string }[];
}

/** A payment the admin's search found, with whose it is. */
export interface FoundPayment extends AdminPayment {
  customer: { name: string; email: string };
}

export interface PaymentsPage {
  payments: AdminPayment[];
  total: number;
  page: number;
  pageSize: number;
}

function paymentToMinor<T extends AdminPayment>(payment: T): T {
  const minor = (units: number) => unitsToMinor(units, payment.currency);
  return {
    ...payment,
    amount: minor(payment.amount),
    manual: payment.manual ? { ...payment.manual, declaredAmount: minor(payment.manual.declaredAmount) } : null,
  };
}

export const adminPayments = {
  users: (isManualPayment: boolean, page: number) =>
    api.get<ManualPaymentUsersPage>("payment/GetUserIdsForManualPayment", { isManualPayment, page }),

  async payments(userId: number, isManualPayment: boolean, page: number): Promise<PaymentsPage> {
    const answer = await api.get<PaymentsPage>("payment/GetPaymentModesForManualPayment", { userId, isManualPayment, page });
    return { ...answer, payments: answer.payments.map(paymentToMinor) };
  },

  async details(userId: number, paymentId: number, isManualPayment: boolean): Promise<AdminPaymentDetails> {
    const answer = await api.get<AdminPaymentDetails>("payment/GetManualPaymentDetails", { userId, paymentId, isManualPayment });
    const minor = (units: number) => unitsToMinor(units, answer.currency);
    return {
      ...paymentToMinor(answer),
      items: answer.items.map((item) => ({ ...item, total: minor(item.total) })),
      gst: minor(answer.gst),
      walletDeductions: minor(answer.walletDeductions),
      refund: answer.refund ? { ...answer.refund, amount: minor(answer.refund.amount) } : null,
    };
  },

  /** docs/business-rules.md#upi-payments: by UTR or other reference (whole or its start) or order number (whole or its end). */
  async search(query: string, isManualPayment: boolean): Promise<FoundPayment[]> {
    const answer = await api.get<{ payments: FoundPayment[] }>("payment/SearchManualPayments", { query, isManualPayment });
    return answer.payments.map(paymentToMinor);
  },

  updateStatus: (paymentId: number, paymentStatus: string) =>
    api.get<AdminPayment>("payment/UpdateUserPaymentStatus", { paymentId, paymentStatus }),

  /** Text answer: "Payment … activated." or "Payment … is already activated." */
  activate: (paymentId: number) => api.post<string>("payment/ActivateManualPayment", undefined, { pId: paymentId }),

  refund: (body: { paymentId: number; amount: number; to: "wallet" | "gateway"; reason?: string }) =>
    api.post<{ message: string }>("payment/RefundPayments", body),
};
