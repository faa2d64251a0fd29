import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import type { EndpointInput } from "@investar/contract/endpoint";
import type { BusinessProfileFields } from "@investar/core";
import { Field, invalidProps, useAdminCall } from "../admin-call.tsx";
import { SubmitRow } from "../admin-fields.tsx";

const saveBusinessProfile = lazyEndpoint(() => import("@investar/contract/business/save-business-profile"), "saveBusinessProfile");

/** Every field of the profile by its path in the API's document (so the server's field errors land beside it). */
const sections: { id: string; title: string; fields: [path: string, label: string, hint?: string][] }[] = [
  {
    id: "identity",
    title: "The business",
    fields: [
      ["legalName", "Legal name", "As registered for GST; printed on every tax invoice."],
      ["tradeName", "Trade name", "How the site names the business (footer, mails)."],
      ["gstin", "GSTIN", "15 characters; its state code must be the registered state's."],
      ["pan", "PAN", "The PAN inside the GSTIN (its characters 3 to 12)."],
      ["invoicePrefix", "Invoice number prefix", "1 to 3 letters or digits: PREFIX/26-27/000123. The count restarts each 1 April."],
    ],
  },
  {
    id: "address",
    title: "Registered address",
    fields: [
      ["address.line1", "Address line 1"],
      ["address.line2", "Address line 2 (optional)"],
      ["address.city", "City"],
      ["address.pinCode", "PIN code"],
      ["address.state", "State", "An Indian state or union territory, as in the GSTIN."],
    ],
  },
  {
    id: "contact",
    title: "Support and grievances",
    fields: [
      ["supportPhone", "Support phone"],
      ["supportEmail", "Support email"],
      ["billingEmail", "Billing email", "Printed on invoices and credit notes."],
      ["grievanceOfficer.name", "Grievance officer's name"],
      ["grievanceOfficer.email", "Grievance officer's email"],
      ["grievanceOfficer.phone", "Grievance officer's phone"],
    ],
  },
  {
    id: "payee",
    title: "Payee for manual payments",
    fields: [
      ["payee.accountName", "Account name", "Also the name UPI apps show."],
      ["payee.accountNumber", "Account number"],
      ["payee.ifsc", "IFSC", "Four letters, a zero, then six letters or digits."],
      ["payee.bankName", "Bank"],
      ["payee.branch", "Branch"],
      ["payee.upiVpa", "UPI ID (VPA)", "The address the payment page's QR code pays, name@bank."],
    ],
  },
  {
    // ADR 0040: the pages that sell the mobile app show a badge for each store with a page here; none without.
    id: "mobile-app",
    title: "Mobile app (optional)",
    fields: [
      [
        "mobileApp.appStoreUrl",
        "App Store page",
        "https://apps.apple.com/…; leave empty while the app is not there. MOBILE_APP_STORE_URL overrides it.",
      ],
      [
        "mobileApp.googlePlayUrl",
        "Google Play page",
        "https://play.google.com/store/apps/details?id=…; leave empty while the app is not there. MOBILE_APP_GOOGLE_PLAY_URL overrides it.",
      ],
    ],
  },
];

type Flat = Record<string, string>;

function flatten(value: unknown, prefix = ""): Flat {
  if (value === null || typeof value !== "object") return prefix ? { [prefix]: String(value ?? "") } : {};
  return Object.assign({}, ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)));
}

/** The profile as the endpoint takes it; the server checks every field and answers with a message beside each wrong one. */
type ProfileDocument = Exclude<EndpointInput<typeof saveBusinessProfile>["body"], FormData>;

function nest(flat: Flat): ProfileDocument {
  const document: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split(".");
    let node = document;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = value;
  }
  // Built from the form's dotted names, one per field of the document; its values are the server's to judge.
  return document as ProfileDocument;
}

/** The whole profile in one form: saved whole or, with a message beside each wrong field, not at all. */
export function BusinessProfileForm({ profile }: { profile: BusinessProfileFields | null }) {
  const [values, setValues] = useState<Flat>(() => flatten(profile ?? {}));
  const { errors, status, busy, send } = useAdminCall();
  async function save(event: FormEvent) {
    event.preventDefault();
    await send(
      saveBusinessProfile,
      { body: nest(values) },
      (saved) => `Saved (version ${saved.version}). Documents issued from now on use it.`,
    );
  }
  return (
    <form onSubmit={save} aria-label="Business profile" noValidate>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="card" aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.title}</h2>
          {section.fields.map(([path, label, hint]) => {
            const id = `business-${path.replace(".", "-")}`;
            return (
              <Field key={path} id={id} label={label} hint={hint} error={errors[path]}>
                <input
                  {...invalidProps(id, errors[path])}
                  name={path}
                  value={values[path] ?? ""}
                  onChange={(e) => setValues({ ...values, [path]: e.target.value })}
                />
              </Field>
            );
          })}
        </section>
      ))}
      <SubmitRow busy={busy} status={status}>
        Save business details
      </SubmitRow>
    </form>
  );
}
