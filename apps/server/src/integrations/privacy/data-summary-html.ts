import { consentSourceLabels, marketingConsentLabels, type ConsentSource } from "@investar/core/privacy-consent";
import { isMarketingMailKind } from "@investar/core";
import { escapeHtml } from "../../http/escape-html.ts";

/** The sections of the summary, in the order a customer reads them, with the words they are headed by. */
const SECTIONS: [string, string][] = [
  ["profile", "Your profile"],
  ["consents", "Your consents"],
  ["logins", "Log-in attempts"],
  ["devices", "Sessions and devices"],
  ["subscriptions", "Subscriptions"],
  ["orders", "Orders"],
  ["payments", "Payments, refunds and mandates"],
  ["wallet", "Wallet"],
  ["billingDetails", "Billing details"],
  ["invoices", "Tax invoices"],
  ["creditNotes", "Credit notes"],
  ["webinars", "Webinars"],
  ["referrals", "Referrals"],
  ["supportRequests", "Support requests"],
  ["supportTickets", "Support conversations"],
];

// Indian dates and times for a reader in India, whatever zone the server runs in.
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

function cell(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (value instanceof Date) return escapeHtml(`${dateTime.format(value)} IST`);
  if (typeof value === "object") return `<code>${escapeHtml(JSON.stringify(value))}</code>`;
  return escapeHtml(String(value));
}

/** Words for what a consent record's codes mean. */
function readableConsent(row: Record<string, unknown>): Record<string, unknown> {
  const purpose = String(row.purpose);
  const what = purpose === "notice" ? "Privacy notice" : purpose === "age-18-plus" ? "Declared 18 or older" : purpose;
  return {
    when: row.at,
    what: isMarketingMailKind(purpose) ? `Marketing: ${marketingConsentLabels[purpose]}` : what,
    given: row.given ? "Given" : "Withdrawn",
    how: consentSourceLabels[row.source as ConsentSource] ?? row.source,
    noticeVersion: row.noticeVersion,
  };
}

function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return "<p>None.</p>";
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = keys.map((key) => `<th scope="col">${escapeHtml(key)}</th>`).join("");
  const body = rows.map((row) => `<tr>${keys.map((key) => `<td>${cell(row[key])}</td>`).join("")}</tr>`).join("\n");
  return `<div class="wrap"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

function block(value: unknown): string {
  if (Array.isArray(value)) return table(value as Record<string, unknown>[]);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>);
    const nested = entries.some(
      ([, inner]) => Array.isArray(inner) || (inner !== null && typeof inner === "object" && !(inner instanceof Date)),
    );
    if (!nested) return `<dl>${entries.map(([key, inner]) => `<dt>${escapeHtml(key)}</dt><dd>${cell(inner)}</dd>`).join("")}</dl>`;
    return entries.map(([key, inner]) => `<h3>${escapeHtml(key)}</h3>${block(inner)}`).join("\n");
  }
  return `<p>${cell(value)}</p>`;
}

/**
 * docs/business-rules.md#data-download: the readable half of the download, one self-contained HTML page (no scripts, no
 * remote files) that opens in any browser; my-data.json holds the same data for machines.
 */
export function dataSummaryHtml(
  data: { profile: Record<string, unknown>; consents: Record<string, unknown>[] } & Record<string, unknown>,
  preparedAt: Date,
  documents: string[],
): string {
  const name = String(data.profile.fullName ?? "");
  const sections = SECTIONS.map(([key, title]) => {
    const value = key === "consents" ? data.consents.map(readableConsent) : data[key];
    return `<section><h2>${escapeHtml(title)}</h2>${block(value)}</section>`;
  });
  const files =
    documents.length > 0
      ? `<ul>${documents.map((file) => `<li><a href="${escapeHtml(file)}">${escapeHtml(file)}</a></li>`).join("")}</ul>`
      : "<p>None.</p>";
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Your data at Investar</title>
<style>body{font-family:"Segoe UI",Arial,sans-serif;color:#14213d;max-width:70rem;margin:2rem auto;padding:0 1rem}h1,h2{color:#0b3d6e}
table{border-collapse:collapse;font-size:.85rem}th,td{border:1px solid #ccd;padding:.3rem .5rem;text-align:left;vertical-align:top}
.wrap{overflow-x:auto}dt{font-weight:600}dd{margin:0 0 .4rem}code{white-space:pre-wrap;word-break:break-all}</style></head>
<body><h1>Your data at Investar</h1>
<p>Prepared for ${escapeHtml(name)} on ${escapeHtml(dateTime.format(preparedAt))} IST. This page shows everything we keep about your account;
<code>my-data.json</code> in the same ZIP holds the same data in a form other programs can read, and the PDFs of your tax invoices
and credit notes are in their folders.</p>
${sections.join("\n")}
<section><h2>Documents in this ZIP</h2>${files}</section>
</body></html>`;
}
