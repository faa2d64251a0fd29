import { composeMail } from "./mail-layout.ts";

interface Recipient {
  email: string;
  name: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";

export function activationMail(to: Recipient, link: string) {
  return composeMail({
    to: to.email,
    subject: "Activate your Investar account",
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: [
      "Thank you for signing up for the 7-day free trial of Investar.",
      "Please confirm your email address and choose a password to activate your account. The link works once and expires in 24 hours.",
    ],
    action: { label: "Activate my account", url: link },
    secrets: [link],
    footnote: "If you did not sign up for Investar, you can ignore this mail; no account is activated without this link.",
  });
}

export function passwordResetMail(to: Recipient, link: string) {
  return composeMail({
    to: to.email,
    subject: "Reset your Investar password",
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: [
      "We received a request to reset the password of your Investar account.",
      "The link below works once and expires in 30 minutes.",
    ],
    action: { label: "Choose a new password", url: link },
    secrets: [link],
    footnote: "If you did not ask for this, ignore this mail: your password stays as it is.",
  });
}

export function userIdReminderMail(to: Recipient & { userId: number }, loginUrl: string) {
  return composeMail({
    to: to.email,
    subject: "Your Investar user id",
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: [
      `Your Investar user id is ${to.userId}. You can log in with it or with this email address.`,
      "For your security we never send passwords by email. If you have forgotten yours, use password recovery on the login page.",
    ],
    action: { label: "Log in", url: loginUrl },
  });
}
