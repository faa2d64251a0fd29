/** Helpers of the manual payment tests: a valid submission per mode, and the calls as a customer and an admin make them. */
import { indiaToday, type ManualPaymentMode } from "@investar/core";
import type { TestUser } from "./sessions.ts";
import type { TestApp } from "./test-app.ts";

/** A reference each mode accepts, as a customer would type it. */
export const sampleReferences: Record<ManualPaymentMode, string> = {
  "Cash Deposit": "DS-0042731",
  "Online Transfer from the primary bank": "IB2406151234",
  "Online Transfer RTGS": "HDFCR52024061512345678",
  "Online Transfer NEFT": "N166240612345678",
  "Local Cheque Deposit": "004512",
  DD: "781245",
  Cheque: "123456",
  UPI: "412345678901",
};

let referenceCounter = 0;

/** The same shape with a fresh number, so one customer can submit the mode more than once. */
export function freshReference(mode: ManualPaymentMode): string {
  referenceCounter += 1;
  const sample = sampleReferences[mode];
  const suffix = String(referenceCounter).padStart(4, "0");
  return sample.slice(0, sample.length - suffix.length) + suffix;
}

export interface SubmissionOverrides {
  selItems?: Record<string, unknown>;
  form?: Record<string, unknown>;
  userId?: number;
}

/** Standard, quarterly, INR (₹2,493 + GST = ₹2,941 on the sample catalogue) paid by `mode`. */
export function manualPaymentBody(userId: number, mode: ManualPaymentMode, overrides: SubmissionOverrides = {}) {
  return {
    userId: overrides.userId ?? userId,
    paymentGateway: "ManualPayment",
    selItems: { currency: "INR", product: "Standard", plan: "Quarter", ...overrides.selItems },
    form: {
      mode,
      reference: freshReference(mode),
      amount: "2941",
      paymentDate: indiaToday(new Date()),
      bankName: "State Bank of India",
      ...overrides.form,
    },
  };
}

export function submitManualPayment(t: TestApp, user: TestUser, body: unknown) {
  return t.app.inject({ method: "POST", url: "/api/payment/SetUsersManualPayment", headers: user.auth, payload: body as object });
}

/** Submits a valid payment and answers its paymentId and order number (throws on anything but 200). */
export async function submittedPayment(
  t: TestApp,
  user: TestUser,
  mode: ManualPaymentMode = "Online Transfer NEFT",
  overrides: SubmissionOverrides = {},
) {
  const res = await submitManualPayment(t, user, manualPaymentBody(user.userId, mode, overrides));
  if (res.statusCode !== 200) throw new Error(`SetUsersManualPayment: ${res.statusCode} ${res.body}`);
  const { payment } = res.json() as { payment: { paymentId: number; orderNumber: string } };
  return payment;
}

export function activate(t: TestApp, admin: TestUser, paymentId: number, endpoint = "ActivateManualPayment") {
  return t.app.inject({ method: "POST", url: `/api/payment/${endpoint}?pId=${paymentId}`, headers: admin.auth });
}

export function adminGet(t: TestApp, admin: TestUser, url: string) {
  return t.app.inject({ method: "GET", url, headers: admin.auth });
}
