import { escapeHtml } from "../../http/escape-html.ts";
import type { OutgoingMail } from "./enqueue-mail.ts";

interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  /** Links and codes that work only for the recipient (see OutgoingMail.secrets). */
  secrets?: string[];
  attachments?: OutgoingMail["attachments"];
}

/** One plain, readable layout for every mail, as text and as HTML. */
export function composeMail({ to, subject, greeting, paragraphs, action, footnote, secrets, attachments }: MailContent): OutgoingMail {
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    "— Team Investar",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Segoe UI,Arial,sans-serif;color:#14213d;line-height:1.5;max-width:560px">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b3d6e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#5b6578">If the button does not work, paste this address into your browser: ${escapeHtml(action.url)}</p>` : ""}
${footnote ? `<p style="font-size:13px;color:#5b6578">${escapeHtml(footnote)}</p>` : ""}
<p>— Team Investar</p></body></html>`;
  return { to, subject, text, html, ...(secrets ? { secrets } : {}), ...(attachments ? { attachments } : {}) };
}
