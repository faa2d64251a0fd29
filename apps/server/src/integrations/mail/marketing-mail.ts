import { isMarketingMailKind, type MarketingMailKind } from "@investar/core";
import { openSealedText, sealText } from "../../auth/sealed-text.ts";
import type { Config } from "../../config.ts";
import type { OutgoingMail } from "./enqueue-mail.ts";
import { inlineLink, renderMailBody, signature, smallPrint, trustedHtml } from "./mail-body.ts";
import { mailText } from "./mail-text.ts";
import { renderMarkdown } from "./render-markdown.ts";

const PURPOSE = "unsubscribe";

export interface UnsubscribeTarget {
  userId: number;
  kind: MarketingMailKind;
  /** The mailing it came from, for its unsubscribe count; null for none. */
  newsletterId: number | null;
}

/** docs/business-rules.md#marketing-mail: the link that switches one kind off for one customer without logging in, sealed so it cannot be forged. */
export function unsubscribeUrl(config: Pick<Config, "publicUrl" | "sessionSecret">, target: UnsubscribeTarget): string {
  const token = sealText(config.sessionSecret!, PURPOSE, `${target.userId}.${target.kind}.${target.newsletterId ?? 0}`);
  return `${config.publicUrl}/api/mail/unsubscribe?t=${token}`;
}

/** Who and what a link switches off, or null for a link we did not make. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const text = openSealedText(secret, PURPOSE, token);
  const match = text ? /^(\d+)\.([A-Za-z]+)\.(\d+)$/.exec(text) : null;
  if (!match || !isMarketingMailKind(match[2]!)) return null;
  const newsletterId = Number(match[3]);
  return { userId: Number(match[1]), kind: match[2], newsletterId: newsletterId === 0 ? null : newsletterId };
}

/**
 * RFC 2369 and RFC 8058 headers of a marketing mail: the one-click https link (a mailbox provider POSTs
 * `List-Unsubscribe=One-Click` to it) and, when configured, an address to write to. Transactional mail never carries them.
 */
export function listUnsubscribeHeaders(url: string, unsubscribeEmail: string | null): Record<string, string> {
  const mailto = unsubscribeEmail ? `, <mailto:${unsubscribeEmail}?subject=unsubscribe>` : "";
  return { "List-Unsubscribe": `<${url}>${mailto}`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export interface MarketingMailContent {
  kind: MarketingMailKind;
  subject: string;
  markdown: string;
  newsletterId: number | null;
}

/**
 * A newsletter, offer, webinar invitation or product update for one customer: HTML from the Markdown, the Markdown
 * itself as the plain-text part. The signature and the unsubscribe small print are in the customer's language
 * (users.language); the message is staff's, in whatever language they wrote it, so it carries no Content-Language
 * (docs/adr/0060-mails-in-the-customers-language.md).
 */
export function composeMarketingMail(
  config: Pick<Config, "publicUrl" | "sessionSecret" | "unsubscribeEmail">,
  recipient: { userId: number; email: string; language?: string | null },
  content: MarketingMailContent,
): OutgoingMail & { headers: Record<string, string> } {
  const t = mailText(recipient.language);
  const url = unsubscribeUrl(config, { userId: recipient.userId, kind: content.kind, newsletterId: content.newsletterId });
  const footer = t("marketing.footer");
  const text = `${content.markdown.trim()}\n\n${t("signature")}\n\n${footer}: ${url}\n`;
  // The staff's Markdown, sanitised, as the message; the branded layout goes around it when it is sent (ADR 0041).
  const html = renderMailBody([
    trustedHtml(renderMarkdown(content.markdown)),
    signature(t("signature")),
    smallPrint(`${footer} `, inlineLink(t("marketing.unsubscribe"), url), t("marketing.end")),
  ]);
  return {
    to: recipient.email,
    subject: content.subject,
    text,
    html,
    headers: listUnsubscribeHeaders(url, config.unsubscribeEmail),
    ...(content.newsletterId === null ? {} : { newsletterId: content.newsletterId }),
  };
}
