import { expect } from "@playwright/test";

/** Every mail the catcher received for `to`, oldest first (raw MIME text). */
export async function mailsTo(to: string): Promise<{ raw: string }[]> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_MAIL_VIEW_PORT}/?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { raw: string }[];
}

/** Waits for a mail to `to` whose text contains `subject`, and answers the first link to `path` in it. */
export async function linkFromMail(to: string, subject: string, path: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(to);
        for (const mail of mails.reverse()) {
          const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          if (!text.includes(subject)) continue;
          const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, "\\$&")}[^\\s"<>]*`).exec(text);
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return link!;
}

/** Waits for a text to `mobileNumber` (as the site sends it, ten digits) and answers the 5-digit code in the newest one. */
export async function codeFromSms(mobileNumber: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${process.env.E2E_MAIL_VIEW_PORT}/sms?to=${encodeURIComponent(mobileNumber)}`);
        const texts = (await response.json()) as { text: string }[];
        code = /\b\d{5}\b/.exec(texts.at(-1)?.text ?? "")?.[0] ?? null;
        return code !== null;
      },
      { timeout: 20_000, message: `SMS code to ${mobileNumber}` },
    )
    .toBe(true);
  return code!;
}
