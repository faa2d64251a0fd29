import { composeMail } from "./mail-layout.ts";

interface Recipient {
  email: string;
  name: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";

/** docs/business-rules.md#account-closure: the closing confirmed, what it did, and the one way back for 7 days. */
export function accountClosedMail(
  to: Recipient,
  closure: { reference: string; finalOn: string; effects: string[] },
  reopenLink: string,
  supportEmail: string,
) {
  return composeMail({
    to: to.email,
    subject: "Your Investar account is closed",
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: [
      `As you asked, your Investar account is closed (reference ${closure.reference}). It can no longer log in, and every device has been signed out.`,
      ...closure.effects,
      `If you change your mind, reopen it with the link below before ${closure.finalOn}. After that your personal data is erased for good; only the invoices, credit notes and payment records the tax law requires us to keep (eight years) keep your name and address.`,
    ],
    action: { label: "Reopen my account", url: reopenLink },
    footnote: `If you did not close your account, reopen it with the link and change your password at once; then write to ${supportEmail}.`,
    secrets: [reopenLink],
  });
}

export function accountReopenedMail(to: Recipient, supportEmail: string) {
  return composeMail({
    to: to.email,
    subject: "Your Investar account is open again",
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: [
      "Your Investar account is open again: log in as before. Its erasure is cancelled.",
      "What the closing did stays done: a subscription it ended or refunded is not restored, and your marketing mail choices are off until you turn them on again in My Profile.",
    ],
    footnote: `If you did not reopen it, change your password and write to ${supportEmail}.`,
  });
}
