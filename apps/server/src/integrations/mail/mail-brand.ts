/**
 * Who a mail comes from, as its layout prints it (ADR 0041): the business profile's legal name and address in the
 * footer, and the support address that Reply-To and the footer point at. Read when the mail is sent, so every
 * mail carries the business as it is now.
 */
export interface MailBrand {
  /** The wordmark at the top. */
  name: string;
  legalName: string;
  /** The registered address, one line each (core's businessAddressLines); empty when no profile is in effect. */
  addressLines: string[];
  /** Where replies go: the business profile's support address, or SUPPORT_EMAIL. */
  supportEmail: string;
  supportPhone: string | null;
  /** The site's address (PUBLIC_URL), linked from the wordmark and the footer. */
  websiteUrl: string;
}

/** The web app's colours (apps/web/app/styles/base.css), so a mail looks like the site it comes from. */
export const mailColours = {
  ink: "#14213d",
  muted: "#5b6578",
  line: "#d9dee8",
  surface: "#ffffff",
  surfaceAlt: "#f3f6fb",
  brand: "#0b3d6e",
  accent: "#e8590c",
} as const;

export const mailFontFamily = "'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/**
 * Long words and links break inside their box instead of widening the mail past a 320 px screen: `overflow-wrap:anywhere`
 * where it is understood, `word-break:break-word` for WebKit and Gmail's apps, which still read the older spelling.
 */
export const wrapAnywhere = { overflowWrap: "anywhere", wordBreak: "break-word" } as const;
