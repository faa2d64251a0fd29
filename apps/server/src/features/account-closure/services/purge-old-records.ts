import { and, isNotNull, lt, or } from "drizzle-orm";
import { retentionCutoff } from "@investar/core";
import { schema } from "@investar/db";
import { deleteInBatches } from "../../../database/delete-in-batches.ts";
import type { AppDeps } from "../../../deps.ts";
import type { PassBudget } from "../../../jobs/pass-budget.ts";

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
 * twice deletes nothing more. Each kind stops after the batch that spends the pass's budget.
 */
export async function purgeOldRecords(deps: AppDeps, budget?: PassBudget): Promise<PurgedRecords> {
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
  const within = { budget };
  return {
    loginAttempts: await deleteInBatches(db, la, la.id, lt(la.at, logins), within),
    sessions: await deleteInBatches(db, s, s.id, lt(s.expiresAt, logins), within),
    links: await deleteInBatches(db, t, t.tokenHash, lt(t.expiresAt, spent), within),
    codes: await deleteInBatches(db, v, v.id, lt(v.expiresAt, spent), within),
    mails: await deleteInBatches(
      db,
      mail,
      mail.id,
      and(lt(mail.createdAt, sent), or(isNotNull(mail.sentAt), lt(mail.nextAttemptAt, sent)))!,
      within,
    ),
    sms: await deleteInBatches(
      db,
      sms,
      sms.id,
      and(lt(sms.createdAt, sent), or(isNotNull(sms.sentAt), lt(sms.nextAttemptAt, sent)))!,
      within,
    ),
  };
}
