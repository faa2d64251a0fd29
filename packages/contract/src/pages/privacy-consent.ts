/** What the /my-investar/privacy page reads from the privacy-consent feature (docs/business-rules.md#privacy-notice). */
import type { ConsentRecordView } from "@investar/core/privacy-consent";
import type { MarketingMailKind } from "@investar/core";

export interface MarketingConsentState {
  kind: MarketingMailKind;
  on: boolean;
  /** When the customer last gave or withdrew it; null when never asked (e.g. an account made before consents were recorded). */
  changedAt: string | null;
}

export interface DataExportState {
  status: "pending" | "ready" | "failed";
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  downloadedAt: string | null;
}

export interface PrivacyOverview {
  /** The notice in force now. */
  noticeVersion: string;
  /** The notice the customer last accepted, and when; null for an account made before it was recorded. */
  accepted: { noticeVersion: string; at: string } | null;
  /** When the customer declared being 18 or older. */
  adultDeclaredAt: string | null;
  marketing: MarketingConsentState[];
  /** Every consent given or withdrawn, newest first. */
  history: ConsentRecordView[];
  /** The latest data download asked for. */
  lastExport: DataExportState | null;
}

/** Why a mailed download link cannot be used: unknown, another account's, used already, or expired (`expiredAt`). */
export type DataExportRefusal = "unknown" | "otherAccount" | "used" | "expired";

/**
 * A mailed download link as its page sees it before the download: usable, or refused with the reason, in English (`message`)
 * and by its kind, for the page to say it in the customer's language (docs/adr/0059-hindi-with-lingui.md#errors).
 */
export type DataExportLinkState =
  { usable: true; size: number; expiresAt: string } | { usable: false; message: string; reason?: DataExportRefusal; expiredAt?: string };

export interface PrivacyConsentPageServices {
  getPrivacyOverview(userId: number): Promise<PrivacyOverview>;
  /** Reads a download link without using it up. */
  checkDataExportLink(userId: number, token: string): Promise<DataExportLinkState>;
}
