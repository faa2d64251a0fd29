import { createElement as h, type ReactNode } from "react";
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { escapeHtml } from "../../http/escape-html.ts";
import { mailColours, mailFontFamily, wrapAnywhere, type MailBrand } from "./mail-brand.ts";
import { mailText, type MailText } from "./mail-text.ts";

/*
 * The layout every mail is sent in (ADR 0041): the wordmark, the message on a white card, and a footer with the
 * business's legal name, address and support address. It depends only on the business, so it is rendered once per
 * business profile (@react-email/render, a few milliseconds) and each mail is spliced into the cached copy.
 */

const BODY_SLOT = "<!--investar-mail-body-->";
const PREVIEW_SLOT = "INVESTARMAILPREVIEWSLOT";
const PREVIEW_LENGTH = 140;

/** Phones get a narrower margin around the card; clients that drop <style> keep the inline desktop padding, which still fits. */
const responsiveCss = `
@media only screen and (max-width: 480px) {
  .mail-card { padding: 20px 16px !important; }
  .mail-frame { padding: 0 8px !important; }
}`;

/**
 * The wordmark is text styled like the site's header (bold, brand colour): Gmail drops inline SVG, remote images are
 * blocked until the reader allows them, and a CID image shows up as an attachment in several apps (ADR 0041).
 */
const wordmark = (brand: MailBrand) =>
  h(
    Link,
    {
      href: brand.websiteUrl,
      style: { color: mailColours.brand, fontSize: "26px", fontWeight: 800, letterSpacing: "-0.01em", textDecoration: "none" },
    },
    brand.name,
  );

const footerText = { color: mailColours.muted, fontSize: "12px", lineHeight: "18px", margin: "0 0 6px" };
const footerLink = { color: mailColours.muted, textDecoration: "underline" };

function footer(brand: MailBrand, repliesReachSupport: boolean, t: MailText): ReactNode[] {
  const support = h(Link, { href: `mailto:${brand.supportEmail}`, style: footerLink }, brand.supportEmail);
  const phone = brand.supportPhone ? t("footer.orCall", { phone: brand.supportPhone }) : "";
  return [
    h(Text, { style: { ...footerText, fontWeight: 600 } }, brand.legalName),
    ...(brand.addressLines.length > 0 ? [h(Text, { style: footerText }, brand.addressLines.join(", "))] : []),
    h(Text, { style: footerText }, repliesReachSupport ? t("footer.questionsReply") : t("footer.questionsWrite"), support, `${phone}.`),
    h(Text, { style: footerText }, h(Link, { href: brand.websiteUrl, style: footerLink }, new URL(brand.websiteUrl).host)),
  ];
}

function layout(brand: MailBrand, repliesReachSupport: boolean, language: string): ReactNode {
  return h(
    Html,
    { lang: language === "hi" ? "hi" : "en", dir: "ltr" },
    h(
      Head,
      null,
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("meta", { name: "color-scheme", content: "light" }),
      h("meta", { name: "supported-color-schemes", content: "light" }),
      h("style", null, responsiveCss),
    ),
    h(
      Body,
      {
        style: {
          backgroundColor: mailColours.surfaceAlt,
          color: mailColours.ink,
          fontFamily: mailFontFamily,
          margin: 0,
          padding: "24px 0",
        },
      },
      h(Preview, null, PREVIEW_SLOT),
      h(
        Container,
        { className: "mail-frame", style: { maxWidth: "600px", padding: "0 12px" } },
        h(Section, { style: { padding: "0 4px 16px" } }, wordmark(brand)),
        h(
          Section,
          {
            className: "mail-card",
            style: {
              backgroundColor: mailColours.surface,
              border: `1px solid ${mailColours.line}`,
              borderTop: `4px solid ${mailColours.brand}`,
              borderRadius: "8px",
              padding: "28px 28px 12px",
              ...wrapAnywhere,
            },
          },
          h("div", { dangerouslySetInnerHTML: { __html: BODY_SLOT } }),
        ),
        h(Section, { style: { padding: "20px 4px 0", ...wrapAnywhere } }, ...footer(brand, repliesReachSupport, mailText(language))),
      ),
    ),
  );
}

let renderer: Promise<typeof import("@react-email/render")> | null = null;
const shells = new Map<string, Promise<string>>();

/** The layout for one business, rendered on first use; @react-email/render itself is loaded only by a process that sends mail. */
function shellFor(brand: MailBrand, repliesReachSupport: boolean, language: string): Promise<string> {
  const key = JSON.stringify([brand, repliesReachSupport, language]);
  let shell = shells.get(key);
  if (!shell) {
    // A profile is edited a handful of times in a site's life; the bound only keeps a long-running process from collecting old ones.
    if (shells.size >= 16) shells.clear();
    renderer ??= import("@react-email/render");
    shell = renderer.then(({ render }) => render(layout(brand, repliesReachSupport, language)));
    shell.catch(() => shells.delete(key));
    shells.set(key, shell);
  }
  return shell;
}

/** The line an inbox shows under the subject: the message's first paragraph after the greeting. */
export function previewText(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .replace(/[#*_>`]+/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((p) => p !== "");
  const first = paragraphs.find((p, i) => !(i === 0 && p.endsWith(","))) ?? "";
  return first.length <= PREVIEW_LENGTH ? first : `${first.slice(0, PREVIEW_LENGTH - 1).replace(/\s+\S*$/, "")}…`;
}

/** The same footer as text, after the signature. */
function textFooter(brand: MailBrand, repliesReachSupport: boolean, t: MailText): string {
  const phone = brand.supportPhone ? t("footer.orCall", { phone: brand.supportPhone }) : "";
  return [
    "-- ",
    brand.legalName,
    ...(brand.addressLines.length > 0 ? [brand.addressLines.join(", ")] : []),
    `${repliesReachSupport ? t("footer.questionsReply") : t("footer.questionsWrite")}${brand.supportEmail}${phone}.`,
    brand.websiteUrl,
  ].join("\n");
}

export interface BrandedMail {
  html: string;
  text: string;
}

/**
 * A queued mail's message (its HTML blocks and its text) in the business's layout, as it is sent; the layout's
 * footer in the mail's language (its Content-Language, ADR 0060).
 */
export async function brandMail(
  message: BrandedMail,
  brand: MailBrand,
  repliesReachSupport: boolean,
  language = "en",
): Promise<BrandedMail> {
  const shell = await shellFor(brand, repliesReachSupport, language);
  // Functions as replacements, so a `$` in the message is never read as a replacement pattern.
  const html = shell.replace(PREVIEW_SLOT, () => escapeHtml(previewText(message.text))).replace(BODY_SLOT, () => message.html);
  return { html, text: `${message.text.trimEnd()}\n\n${textFooter(brand, repliesReachSupport, mailText(language))}\n` };
}
