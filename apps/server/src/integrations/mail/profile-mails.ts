import { composeMail } from "./mail-layout.ts";

interface Recipient {
  email: string;
  name: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";

/** Sent to the NEW address: it only proves the address; the account keeps its password. */
export function emailChangeMail(to: Recipient, link: string) {
  return composeMail({
    to: to.email,
    subject: "Confirm your new Investar email address",
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: [
      `You asked to use ${to.email} for your Investar account.`,
      "Please confirm this address. Until you do, your account keeps the previous address. Afterwards you log in with this address and your existing password. The link works once and expires in 24 hours.",
    ],
    action: { label: "Confirm my new email", url: link },
    footnote: "If you did not ask for this, ignore this mail: nothing changes without this link.",
    secrets: [link],
  });
}

/** Sent to the OLD address, so an owner learns of a change they did not ask for and can undo it in one click. */
export function emailChangeNoticeMail(to: Recipient, newEmail: string, cancelLink: string, supportEmail: string) {
  return composeMail({
    to: to.email,
    subject: "Your Investar email address is being changed",
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: [
      `Someone signed in to your Investar account asked to change its email address to ${newEmail}. A confirmation link has been sent there; the change happens only when it is opened.`,
      "If this was not you, use the link below: it cancels the change (or undoes it, if it already happened), keeps this address and signs every device out of your account. The link works for 7 days.",
    ],
    action: { label: "This was not me: cancel the change", url: cancelLink },
    footnote: `After cancelling, choose a new password with password recovery on the login page, and contact ${supportEmail} if you need help.`,
    secrets: [cancelLink],
  });
}

export function passwordChangedMail(to: Recipient, supportEmail: string) {
  return composeMail({
    to: to.email,
    subject: "Your Investar password was changed",
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: ["The password of your Investar account was just changed. Other devices that were signed in have been signed out."],
    footnote: `If this was not you, reset your password with password recovery on the login page and contact ${supportEmail}.`,
  });
}
