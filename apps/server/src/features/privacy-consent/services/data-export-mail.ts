import { composeMail } from "../../../integrations/mail/mail-layout.ts";

// Indian dates for a reader in India, whatever zone the server runs in.
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** docs/business-rules.md#data-download: the mail that carries the one-time link to a customer's data. */
export function dataExportReadyMail(to: { email: string; name: string }, link: string, expiresAt: Date) {
  const firstName = to.name.trim().split(/\s+/)[0] || "there";
  return composeMail({
    to: to.email,
    subject: "Your Investar data is ready to download",
    greeting: `Hello ${firstName},`,
    paragraphs: [
      "The copy of your data you asked for is ready: a ZIP with a readable summary (summary.html), the same data for other programs (my-data.json) and the PDFs of your tax invoices and credit notes.",
      `The link below works once, only when you are logged in to your Investar account, until ${dateTime.format(expiresAt)} IST. After that, ask for a new copy on the My privacy page.`,
    ],
    action: { label: "Download my data", url: link },
    footnote: "If you did not ask for this, log in and change your password, and tell us by replying to this mail.",
    secrets: [link],
  });
}
