import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { mailColours, wrapAnywhere } from "./mail-brand.ts";

/*
 * The blocks a mail's message is made of, as react-email components (ADR 0041). They are rendered when the mail is
 * queued, inside the transaction that causes it, so synchronously (react-dom's static renderer, the one
 * @react-email/render streams through); the branded layout around them is added when the mail is sent
 * (branded-layout.ts). Written with createElement because the server runs its TypeScript without a JSX transform.
 */

const paragraphStyle = { color: mailColours.ink, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };
const smallStyle = { color: mailColours.muted, fontSize: "13px", lineHeight: "20px", margin: "0 0 16px" };
/** A link printed in full breaks anywhere: an address has no spaces to break at. */
const addressStyle = { color: mailColours.brand, ...wrapAnywhere, wordBreak: "break-all" } as const;

export const paragraph = (text: string): ReactNode => h(Text, { style: paragraphStyle }, text);

export const smallPrint = (...children: ReactNode[]): ReactNode => h(Text, { style: smallStyle }, ...children);

export const inlineLink = (label: string, url: string): ReactNode => h(Link, { href: url, style: { color: mailColours.brand } }, label);

/** A web address written out, for whoever cannot use the button or reads the link itself. */
export const fullAddress = (url: string): ReactNode => h(Link, { href: url, style: addressStyle }, url);

/** A bulletproof button (react-email pads it for Outlook too), and its address written out below it. */
export function actionButton(
  action: { label: string; url: string },
  fallback = "If the button does not work, paste this address into your browser: ",
): ReactNode[] {
  return [
    h(
      Section,
      { style: { margin: "8px 0 16px" } },
      h(
        Button,
        {
          href: action.url,
          style: {
            backgroundColor: mailColours.brand,
            borderRadius: "6px",
            color: "#ffffff",
            fontSize: "16px",
            fontWeight: 600,
            padding: "12px 20px",
            textDecoration: "none",
          },
        },
        action.label,
      ),
    ),
    smallPrint(fallback, fullAddress(action.url)),
  ];
}

export const signature = (text = "— Team Investar"): ReactNode => paragraph(text);

/** HTML made elsewhere and already safe (sanitised Markdown), placed as one block. */
export const trustedHtml = (html: string): ReactNode => h("div", { dangerouslySetInnerHTML: { __html: html } });

/** The message's blocks as an HTML fragment: what the outbox row keeps and the layout's card shows. */
export function renderMailBody(blocks: ReactNode[]): string {
  return renderToStaticMarkup(h("div", { style: wrapAnywhere }, ...blocks));
}
