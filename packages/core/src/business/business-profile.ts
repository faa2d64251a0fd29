/**
 * The business behind the site (docs/business-rules.md#business-profile, ADR 0033): who sells, where
 * it is registered, how invoices are numbered, how customers reach it and where manual payments go.
 * Staff keep it on /admin/business; invoices, credit notes, the manual payment page, the UPI QR code,
 * the footer, the contact pages and mails read it. One set of rules serves the form and the API.
 */
import { z } from "zod";
import { MAX_DOCUMENT_NUMBER_LENGTH } from "../invoices/document-number.ts";
import { checkGstin } from "../invoices/gstin.ts";
import { gstStateCode } from "../invoices/gst-states.ts";
import { normaliseUpiVpa, upiVpaProblem } from "../payments/upi.ts";
import { mobileAppStoreUrls, NO_MOBILE_APP_STORE_URLS } from "./mobile-app.ts";

export const businessProfileMessages = {
  required: (label: string) => `${label} is required.`,
  ifscInvalid: "An IFSC is 11 characters: four letters, a zero, then six letters or digits (HDFC0001234).",
  pinInvalid: "A PIN code is 6 digits and does not start with 0.",
  stateInvalid: "Select an Indian state or union territory.",
  gstinStateMismatch: "The GSTIN's state code does not match the registered state.",
  panInvalid: "A PAN is five letters, four digits and a letter (AAHCI4821M).",
  panMismatch: "The PAN must be the one inside the GSTIN (its characters 3 to 12).",
  prefixInvalid: `The invoice prefix is 1 to 3 letters or digits, so that a number (prefix/26-27/000123) stays within ${MAX_DOCUMENT_NUMBER_LENGTH} characters.`,
  emailInvalid: "Enter an email address (name@example.com).",
  phoneInvalid: "Enter a phone number: digits, spaces, + and - (at least 8 digits).",
  accountNumberInvalid: "A bank account number is 9 to 18 digits.",
} as const;

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
const PIN_PATTERN = /^[1-9]\d{5}$/;
const PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;
const PHONE_PATTERN = /^\+?[\d -]{8,20}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const text = (label: string, max = 120) =>
  z
    .string({ error: businessProfileMessages.required(label) })
    .trim()
    .min(1, businessProfileMessages.required(label))
    .max(max, `${label} can have at most ${max} characters.`);
const upper = (label: string) => text(label).transform((value) => value.replace(/\s+/g, "").toUpperCase());
const email = (label: string) => text(label).pipe(z.string().regex(EMAIL_PATTERN, businessProfileMessages.emailInvalid));
const phone = (label: string) => text(label, 20).pipe(z.string().regex(PHONE_PATTERN, businessProfileMessages.phoneInvalid));

/** What staff enter: every field is required, each refused with its own message, the whole never half-saved. */
export const businessProfileInput = z
  .object({
    legalName: text("Legal name"),
    tradeName: text("Trade name"),
    address: z.object({
      line1: text("Address line 1"),
      line2: z.string().trim().max(120).default(""),
      city: text("City", 60),
      pinCode: text("PIN code", 6).pipe(z.string().regex(PIN_PATTERN, businessProfileMessages.pinInvalid)),
      state: text("State", 60).refine((state) => gstStateCode(state) !== null, businessProfileMessages.stateInvalid),
    }),
    gstin: upper("GSTIN").superRefine((value, ctx) => {
      const checked = checkGstin(value);
      if (!checked.ok) ctx.addIssue({ code: "custom", message: checked.message });
    }),
    pan: upper("PAN").pipe(z.string().regex(PAN_PATTERN, businessProfileMessages.panInvalid)),
    invoicePrefix: upper("Invoice prefix").pipe(z.string().regex(PREFIX_PATTERN, businessProfileMessages.prefixInvalid)),
    supportPhone: phone("Support phone"),
    supportEmail: email("Support email"),
    billingEmail: email("Billing email"),
    grievanceOfficer: z.object({
      name: text("Grievance officer's name", 60),
      email: email("Grievance officer's email"),
      phone: phone("Grievance officer's phone"),
    }),
    payee: z.object({
      accountName: text("Account name"),
      accountNumber: text("Account number", 18).pipe(z.string().regex(/^\d{9,18}$/, businessProfileMessages.accountNumberInvalid)),
      ifsc: upper("IFSC").pipe(z.string().regex(IFSC_PATTERN, businessProfileMessages.ifscInvalid)),
      bankName: text("Bank name", 60),
      branch: text("Branch", 60),
      upiVpa: text("UPI VPA", 256)
        .transform(normaliseUpiVpa)
        .superRefine((value, ctx) => {
          const problem = upiVpaProblem(value);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        }),
    }),
    /** The mobile app's store pages (ADR 0040): optional, a profile saved before they existed has none. */
    mobileApp: mobileAppStoreUrls.default(NO_MOBILE_APP_STORE_URLS),
  })
  .superRefine((profile, ctx) => {
    const checked = checkGstin(profile.gstin);
    if (!checked.ok) return;
    if (gstStateCode(profile.address.state) !== checked.stateCode)
      ctx.addIssue({ code: "custom", path: ["gstin"], message: businessProfileMessages.gstinStateMismatch });
    if (PAN_PATTERN.test(profile.pan) && profile.pan !== checked.pan)
      ctx.addIssue({ code: "custom", path: ["pan"], message: businessProfileMessages.panMismatch });
  });

export type BusinessProfileInput = z.input<typeof businessProfileInput>;
export type BusinessProfileFields = z.output<typeof businessProfileInput>;

/** The profile in effect. `sample`: local mode's made-up business, shown marked as such and never in deployed mode. */
export interface BusinessProfile extends BusinessProfileFields {
  sample: boolean;
}

/**
 * Local mode's business, so a fresh clone shows complete invoices and a payment page. Every value is
 * invented (the GSTIN's check digit is right so the rules accept it) and says so where it is printed.
 */
export const sampleBusinessProfile: BusinessProfile = {
  sample: true,
  legalName: "Investar Technologies Pvt. Ltd. (SAMPLE)",
  tradeName: "Investar (SAMPLE)",
  address: {
    line1: "Office 502, Sai Capital, Senapati Bapat Road",
    line2: "Shivajinagar",
    city: "Pune",
    pinCode: "411016",
    state: "Maharashtra",
  },
  gstin: "27AAHCI4821M1Z9",
  pan: "AAHCI4821M",
  invoicePrefix: "INV",
  supportPhone: "+91 20 0000 0000",
  supportEmail: "support@example.com",
  billingEmail: "accounts@example.com",
  grievanceOfficer: { name: "Sample Grievance Officer", email: "grievance@example.com", phone: "+91 20 0000 0001" },
  payee: {
    accountName: "Investar (SAMPLE)",
    accountNumber: "50200012345678",
    ifsc: "HDFC0000123",
    bankName: "HDFC Bank",
    branch: "Pune, FC Road",
    upiVpa: "investar@hdfcbank",
  },
  // No made-up store pages: a badge would lead nowhere (ADR 0040).
  mobileApp: NO_MOBILE_APP_STORE_URLS,
};

/** The profile is complete when what is stored still passes today's rules (a rule tightened later reopens it). */
export function isBusinessProfileComplete(stored: unknown): stored is BusinessProfileFields {
  return businessProfileInput.safeParse(stored).success;
}

/** /admin/business's data: the profile as saved, whether it is complete, and local mode's sample in use meanwhile. */
export interface AdminBusinessProfile {
  /** What is saved; null before the first save. */
  profile: BusinessProfileFields | null;
  version: number;
  updatedAt: string | null;
  complete: boolean;
  /** Local mode prints this sample until staff save their own; a deployed site never prints it. */
  sample: BusinessProfileFields | null;
}
