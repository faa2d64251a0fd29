import { composeMail } from "./mail-layout.ts";

/** A short verification code sent by email (intraday activation; any other code confirmed by email). */
export function verificationCodeMail(to: { email: string; name: string }, code: string, purpose: string, minutes: number) {
  const firstName = to.name.trim().split(/\s+/)[0] || "there";
  return composeMail({
    to: to.email,
    subject: `Your Investar ${purpose} code: ${code}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [`Your ${purpose} code is ${code}.`, `Enter it on the Investar website within ${minutes} minutes. It works once.`],
    footnote:
      "If you did not ask for this code, ignore this mail; nothing changes without it. Never share the code with anyone, including Investar staff.",
    secrets: [code],
  });
}
