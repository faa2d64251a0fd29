import { renewalQuery, type Currency } from "@investar/core";
import { openSealedText, sealText } from "../../../auth/sealed-text.ts";
import type { Config } from "../../../config.ts";

const PURPOSE = "cancel-auto-renew";

/** The path of the one-click cancel link in every pre-debit notice (docs/business-rules.md#auto-renew). */
export const CANCEL_AUTO_RENEW_PATH = "/api/payment/auto-renew/cancel";

/** The pre-debit notice's cancel link: sealed, so it stops that mandate only, without logging in. */
export function cancelAutoRenewUrl(config: Pick<Config, "publicUrl" | "sessionSecret">, mandateId: number): string {
  return `${config.publicUrl.replace(/\/$/, "")}${CANCEL_AUTO_RENEW_PATH}?t=${sealText(config.sessionSecret!, PURPOSE, String(mandateId))}`;
}

/** The mandate a cancel link names, or null for a link we did not make. */
export function readCancelAutoRenewToken(secret: string, token: string): number | null {
  const text = openSealedText(secret, PURPOSE, token);
  return text && /^\d+$/.test(text) ? Number(text) : null;
}

export interface HeldForLink {
  product: string;
  plan: "Month" | "Quarter" | "Annual";
  addons: readonly string[];
  noOfLicenses: number;
  kind: "tool" | "mobile";
}

/** CustomizeSubscription opened on the subscription as held: the pay-by-hand link of the mails. */
export function payByHandUrl(config: Pick<Config, "publicUrl">, held: HeldForLink, currency: Currency): string {
  const query = renewalQuery({ ...held, currency, isMobile: held.kind === "mobile" });
  return `${config.publicUrl.replace(/\/$/, "")}/Pricing/CustomizeSubscription?${query}`;
}
