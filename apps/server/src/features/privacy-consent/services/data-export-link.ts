import { and, eq, gt, isNull } from "drizzle-orm";
import type { DataExportLinkState, DataExportRefusal } from "@investar/contract/pages/privacy-consent";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { hashToken } from "../../../auth/one-time-token.ts";
import { AppError, forbidden, notFound } from "../../../errors.ts";
import type { FileRead } from "../../../integrations/storage/file-store.ts";

// Indian dates for a reader in India, whatever zone the server runs in.
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export const dataExportRefusals = {
  unknown: "This download link is not valid. Ask for a new copy of your data on the My privacy page.",
  otherAccount: "This download link was sent to another account. Log out, and log in as the account that asked for the download.",
  used: "This download link has been used already: each link works once. Ask for a new copy of your data on the My privacy page.",
  expired: (at: Date) =>
    `This download link expired on ${dateTime.format(at)} IST. Ask for a new copy of your data on the My privacy page.`,
} as const;

type Refused = AppError & { reason?: DataExportRefusal; expiredAt?: Date };

const refused = (error: AppError, reason: DataExportRefusal, expiredAt?: Date): Refused =>
  Object.assign(error, { reason, ...(expiredAt ? { expiredAt } : {}) });

/** Why a link cannot be used now, or null when it can: the same reasons for the page and for the download. */
async function refusalOf(deps: AppDeps, userId: number, token: string): Promise<Refused | { size: number; expiresAt: Date }> {
  const e = schema.dataExports;
  const [row] = await deps.db
    .select()
    .from(e)
    .where(eq(e.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || !row.expiresAt) return refused(notFound(dataExportRefusals.unknown), "unknown");
  if (row.userId !== userId) return refused(forbidden(dataExportRefusals.otherAccount), "otherAccount");
  if (row.downloadedAt) return refused(new AppError("Gone", dataExportRefusals.used, { status: 410 }), "used");
  if (row.expiresAt.getTime() <= deps.now().getTime())
    return refused(new AppError("Gone", dataExportRefusals.expired(row.expiresAt), { status: 410 }), "expired", row.expiresAt);
  return { size: row.size ?? 0, expiresAt: row.expiresAt };
}

/** The download page's view of a link, read without using it up. */
export async function checkDataExportLink(deps: AppDeps, userId: number, token: string): Promise<DataExportLinkState> {
  const state = await refusalOf(deps, userId, token);
  if (state instanceof AppError)
    return {
      usable: false,
      message: state.message,
      ...(state.reason ? { reason: state.reason } : {}),
      ...(state.expiredAt ? { expiredAt: state.expiredAt.toISOString() } : {}),
    };
  return { usable: true, size: state.size, expiresAt: state.expiresAt.toISOString() };
}

/**
 * docs/business-rules.md#data-download: the link's owner, logged in, downloads the ZIP once before it expires. The link is
 * spent by one conditional update, so two clicks at once give one download; a spent, late or foreign link is refused.
 */
export async function redeemDataExportLink(deps: AppDeps, userId: number, token: string): Promise<FileRead> {
  const e = schema.dataExports;
  const now = deps.now();
  const [spent] = await deps.db
    .update(e)
    .set({ downloadedAt: now })
    .where(and(eq(e.tokenHash, hashToken(token)), eq(e.userId, userId), isNull(e.downloadedAt), gt(e.expiresAt, now)))
    .returning({ fileKey: e.fileKey });
  if (!spent) {
    const refusal = await refusalOf(deps, userId, token);
    throw refusal instanceof AppError ? refusal : notFound(dataExportRefusals.unknown);
  }
  const file = spent.fileKey ? await deps.files.get(spent.fileKey) : null;
  if (!file) throw notFound(dataExportRefusals.unknown);
  return file;
}
