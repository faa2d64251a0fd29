/**
 * docs/business-rules.md#billing-details: who the tax invoice is made out to, kept by CustomizeSubscription and saved
 * (payment/SetUserPaymentFormDetails) before the customer is sent to pay, by card or manually. Checked with
 * core's rules as the server checks them, so a mistyped GSTIN is caught here, under its field.
 */
import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import {
  normaliseBillingDetails,
  offersProfileUpdate,
  requiredBillingFields,
  validateBillingDetails,
  type BillingDetails,
  type PostalAddress,
} from "@investar/core/billing-details";
import { useState } from "react";
import type { CallFailure } from "../../../lib/call-endpoint.ts";
import { isCallFailure } from "../../../lib/api-error-message.ts";
import { keepLastingRefusal } from "../../../lib/report-failure.ts";
import { useCall } from "../../../lib/use-call.ts";

const setUserPaymentFormDetails = lazyEndpoint(
  () => import("@investar/contract/checkout/set-user-payment-form-details"),
  "setUserPaymentFormDetails",
);

export type BillingField = keyof BillingDetails;
export type BillingDraft = Record<BillingField, string>;
type Errors = Partial<Record<BillingField, string>>;

/** The form's order, which is also the order focus goes to the first field to correct. */
export const BILLING_FIELDS: readonly BillingField[] = ["name", "address", "country", "state", "city", "pinCode", "phone", "gstin"];

export const billingFieldId = (field: BillingField) => `billing-${field}`;

export interface BillingDetailsInitial extends BillingDetails {
  /** False: nothing was saved yet, and the fields are the profile's, as a suggestion. */
  isSaved: boolean;
  /** The profile's contact address: saving offers to update it when the billing address differs (ADR 0040). */
  profileAddress: PostalAddress;
}

const toDraft = (details: BillingDetails): BillingDraft => ({
  ...details,
  // The form's usual buyer is in India; a profile without a country starts there.
  country: details.country || "India",
  gstin: details.gstin ?? "",
});

const problemsOf = (draft: BillingDraft): Errors => validateBillingDetails(normaliseBillingDetails(draft));

/** The server's per-field messages of a 400 (`errors: { gstin: ["…"] }`), or null for any other failure. */
function fieldErrorsOf(failure: CallFailure): Errors | null {
  if (failure.status !== 400) return null;
  const entries = Object.entries(failure.fields).filter(([field]) => (BILLING_FIELDS as readonly string[]).includes(field));
  return entries.length ? Object.fromEntries(entries.map(([field, messages]) => [field, messages[0] ?? ""])) : null;
}

function focusFirst(errors: Errors): void {
  const first = BILLING_FIELDS.find((field) => errors[field]);
  if (first) document.getElementById(billingFieldId(first))?.focus();
}

export interface BillingDetailsState {
  draft: BillingDraft;
  /** Messages to show: a field's own once it was left, every field's once the customer tried to go on, and the server's. */
  errors: Errors;
  /** The form is open; otherwise the saved details are shown as a summary. */
  editing: boolean;
  saved: BillingDetails | null;
  busy: boolean;
  /** A rate limit's refusal of the last save, kept on the page; other failures are toasts. */
  refusal: string | null;
  /** docs/business-rules.md#billing-rules: the fields the draft needs (a GSTIN asks for the full address); the others are "(optional)". */
  required: ReadonlySet<BillingField>;
  /** The draft's address could go into the profile and is not already there: the form offers it. */
  profileOffer: boolean;
  /** The customer's answer to that offer. */
  updateProfile: boolean;
  setUpdateProfile(value: boolean): void;
  set(field: BillingField, value: string): void;
  /** Several fields at once: a new country empties its state, a new state keeps nothing of the old one. */
  change(changes: Partial<BillingDraft>): void;
  leave(field: BillingField): void;
  edit(): void;
  cancel(): void;
  /**
   * The details to invoice, saving the open form first. Null when something must be corrected (the
   * messages are shown and focus is on the first field) or the save failed (said in a toast).
   */
  confirm(): Promise<BillingDetails | null>;
}

export function useBillingDetails(userId: number, initial: BillingDetailsInitial): BillingDetailsState {
  const [saved, setSaved] = useState<BillingDetails | null>(() => {
    const { isSaved, ...details } = initial;
    // Details saved before today's rules (a GSTIN of another state) are asked for again.
    return isSaved && Object.keys(validateBillingDetails(details)).length === 0 ? details : null;
  });
  const [editing, setEditing] = useState(saved === null);
  const [draft, setDraft] = useState<BillingDraft>(() => toDraft(initial));
  const [tried, setTried] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<BillingField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [profileAddress, setProfileAddress] = useState(initial.profileAddress);
  // A profile without an address takes the first one given; one with another address is replaced only when asked.
  const [updateProfile, setUpdateProfile] = useState(() => !initial.profileAddress.state);
  const call = useCall((failure) => {
    const fields = isCallFailure(failure) ? fieldErrorsOf(failure) : null;
    if (!fields) return keepLastingRefusal(failure);
    setServerErrors(fields);
    focusFirst(fields);
    return null;
  });

  const problems = problemsOf(draft);
  const normalised = normaliseBillingDetails(draft);
  const profileOffer = offersProfileUpdate(normalised, profileAddress);
  const shown = Object.fromEntries(Object.entries(problems).filter(([field]) => tried || left.has(field as BillingField))) as Errors;

  const change = (changes: Partial<BillingDraft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    // A server message is about what was sent; once the field changes it no longer applies.
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in changes))));
  };

  async function confirm(): Promise<BillingDetails | null> {
    if (!editing && saved) return saved;
    setTried(true);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return null;
    }
    const answer = await call.send(async () => {
      // The API client comes with the first save, not with the page: CustomizeSubscription is the heaviest page
      // (docs/architecture.md#benchmark).
      const { callEndpoint } = await import("../../../lib/call-endpoint.ts");
      return callEndpoint(setUserPaymentFormDetails, {
        query: { userId },
        body: { ...draft, updateProfile: profileOffer && updateProfile },
      });
    });
    if (!answer.ok) return null;
    if (profileOffer && updateProfile) setProfileAddress(answer.data);
    setSaved(answer.data);
    setDraft(toDraft(answer.data));
    setEditing(false);
    return answer.data;
  }

  return {
    draft,
    errors: { ...shown, ...serverErrors },
    editing,
    saved,
    busy: call.busy,
    refusal: call.error,
    required: requiredBillingFields(normalised),
    profileOffer,
    updateProfile,
    setUpdateProfile,
    set: (field, value) => change({ [field]: value }),
    change,
    leave: (field) => setLeft((l) => new Set(l).add(field)),
    edit: () => setEditing(true),
    cancel() {
      if (!saved) return;
      setDraft(toDraft(saved));
      setTried(false);
      setLeft(new Set());
      setServerErrors({});
      setEditing(false);
    },
    confirm,
  };
}
