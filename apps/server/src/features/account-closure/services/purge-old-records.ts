import { and, isNotNull, lt, or } from "drizzle-orm";
import { retentionCutoff } from "@investar/core";
import { schema } from "@investar/db";
import { deleteInBatches } from "../../../database/delete-in-batches.ts";
import type { AppDeps } from "../../../deps.ts";

export interface PurgedRecords {
  loginAttempts: number;
  sessions: number;
  links: number;
  codes: number;
  mails: number;
  sms: number;
}

/**
 * Deletes the records that have outlived their period (docs/business-rules.md#retention): login attempts
 * and sessions ended a year ago, links and codes a month after they expired, mail and SMS 90 days after
 * they were sent (or given up). Each is deleted by age through that age's index, in bounded batches of
 * short statements (ADR 0056), so the pass costs what it deletes and runs beside the server; running it
 * twice deletes nothing more.
 */
export async function purgeOldRecords(deps: AppDeps): Promise<PurgedRecords> {
  const now = deps.now();
  const logins = retentionCutoff("loginRecords", now);
  const spent = retentionCutoff("spentTokens", now);
  const sent = retentionCutoff("sentMessages", now);
  const la = schema.loginAttempts;
  const s = schema.sessions;
  const t = schema.authTokens;
  const v = schema.verificationCodes;
  const mail = schema.mailOutbox;
  const sms = schema.smsOutbox;
  const db = deps.db;
  return {
    loginAttempts: await deleteInBatches(db, la, la.id, lt(la.at, logins)),
    sessions: await deleteInBatches(db, s, s.id, lt(s.expiresAt, logins)),
    links: await deleteInBatches(db, t, t.tokenHash, lt(t.expiresAt, spent)),
    codes: await deleteInBatches(db, v, v.id, lt(v.expiresAt, spent)),
    mails: await deleteInBatches(
      db,
      mail,
      mail.id,
      and(lt(mail.createdAt, sent), or(isNotNull(mail.sentAt), lt(mail.nextAttemptAt, sent)))!,
    ),
    sms: await deleteInBatches(db, sms, sms.id, and(lt(sms.createdAt, sent), or(isNotNull(sms.sentAt), lt(sms.nextAttemptAt, sent)))!),
  };
}
