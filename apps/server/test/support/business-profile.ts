import { businessProfileInput, gstinCheckCharacter, type BusinessProfileInput } from "@investar/core";
import { saveBusinessProfile } from "../../src/features/business/services/save-business-profile.ts";
import { createUser } from "./sessions.ts";
import type { TestApp } from "./test-app.ts";

const GSTIN_BODY = "29AABCK7310Q1Z";

/** A business unlike the sample in every field, as staff would enter it on /admin/business. */
export const enteredBusinessProfile = {
  legalName: "Kaveri Charting Solutions LLP",
  tradeName: "Kaveri Charts",
  address: { line1: "No. 14, 3rd Cross, Indiranagar", line2: "HAL 2nd Stage", city: "Bengaluru", pinCode: "560038", state: "Karnataka" },
  gstin: GSTIN_BODY + gstinCheckCharacter(GSTIN_BODY),
  pan: "AABCK7310Q",
  invoicePrefix: "KC",
  supportPhone: "+91 80 4111 2222",
  supportEmail: "help@kaveri.example",
  billingEmail: "billing@kaveri.example",
  grievanceOfficer: { name: "Meera Rao", email: "grievance@kaveri.example", phone: "+91 80 4111 2223" },
  payee: {
    accountName: "Kaveri Charting Solutions LLP",
    accountNumber: "918020034567812",
    ifsc: "UTIB0000009",
    bankName: "Axis Bank",
    branch: "Indiranagar, Bengaluru",
    upiVpa: "kavericharts@axisbank",
  },
} satisfies BusinessProfileInput;

/** A deployed test site with its business entered, as staff would have done before taking payments. */
export async function enterBusinessProfile(t: TestApp): Promise<void> {
  const admin = await createUser(t, { role: "Admin" });
  await saveBusinessProfile(t.app.deps, admin.userId, businessProfileInput.parse(enteredBusinessProfile));
}
