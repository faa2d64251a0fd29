import { and, isNotNull, lt, or } from "drizzle-orm";
import { retentionCutoff } from "@investar/core";
import { schema } from "@investar/db";
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
 * they were sent (or given up). Each is one statement by age, so running it twice deletes nothing more.
 */
export async function purgeOldRecords(deps: AppDeps): Promise<PurgedRecords> {
  const now = deps.now();
  const logins = retentionCutoff("loginRecords", now);
  const spent = retentionCutoff("spentTokens", now);
  const sent = retentionCutoff("sentMessages", now);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  const la = schema.loginAttempts;
  const s = schema.sessions;
  const t = schema.authTokens;
  const v = schema.verificationCodes;
  const mail = schema.mailOutbox;
  const sms = schema.smsOutbox;
  return {
    loginAttempts: await count(deps.db.delete(la).where(lt(la.at, logins)).returning({ id: la.id })),
    sessions: await count(deps.db.delete(s).where(lt(s.expiresAt, logins)).returning({ id: s.id })),
    links: await count(deps.db.delete(t).where(lt(t.expiresAt, spent)).returning({ id: t.tokenHash })),
    codes: await count(deps.db.delete(v).where(lt(v.expiresAt, spent)).returning({ id: v.id })),
    mails: await count(
      deps.db
        .delete(mail)
        .where(and(lt(mail.createdAt, sent), or(isNotNull(mail.sentAt), lt(mail.nextAttemptAt, sent))))
        .returning({ id: mail.id }),
    ),
    sms: await count(
      deps.db
        .delete(sms)
        .where(and(lt(sms.createdAt, sent), or(isNotNull(sms.sentAt), lt(sms.nextAttemptAt, sent))))
        .returning({ id: sms.id }),
    ),
  };
}
