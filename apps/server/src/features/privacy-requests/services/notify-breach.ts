import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { breachAudienceInput, breachInput, breachReference, type BreachAudience } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound, parseOrThrow } from "../../../errors.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { breachNoticeMail } from "../../../integrations/mail/privacy-request-mails.ts";
import { writeAudit } from "../../audit/index.ts";
import { supportAddress } from "../../business/index.ts";
import { grievanceOfficer } from "./grievance-officer.ts";
import { NO_SUCH_BREACH } from "./save-breach.ts";

export interface BreachNotification {
  /** Accounts the audience names. */
  matched: number;
  /** Mails queued now (0 on a preview). */
  queued: number;
  /** Of those matched, told before: never told twice. */
  alreadyNotified: number;
  /** Listed addresses with no account (at most 50 shown). */
  unknownEmails: string[];
}

const users = schema.users;
const CHUNK = 500;

/** India's calendar day `day` begins at its midnight IST. */
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

function audienceWhere(audience: BreachAudience): SQL | undefined {
  if (audience.kind === "emails")
    return inArray(
      sql`lower(${users.email})`,
      audience.emails.map((e) => e.toLowerCase()),
    );
  const from = audience.from ? gte(users.createdAt, istMidnight(audience.from)) : undefined;
  const to = audience.to ? lt(users.createdAt, new Date(istMidnight(audience.to).getTime() + 86_400_000)) : undefined;
  return and(from, to);
}

/**
 * DPDP Rules r. 7(1): tells each affected account about a breach, once (ADR 0051). The audience is a list of addresses
 * or the accounts signed up in a period; `preview` only counts. A person already told is skipped (the notices' unique
 * key), so staff can widen the audience as they learn more without mailing anyone twice. All mails are queued in one
 * transaction with the notices and an audit row.
 */
export async function notifyBreach(
  deps: AppDeps,
  actorId: number,
  input: { id: number; audience: unknown; preview: boolean },
): Promise<BreachNotification> {
  const audience = parseOrThrow(breachAudienceInput, input.audience, { prefix: "audience" });
  const result = await deps.db.transaction(async (tx) => {
    const [breach] = await tx.select().from(schema.privacyBreaches).where(eq(schema.privacyBreaches.id, input.id)).for("update");
    if (!breach) throw notFound(NO_SUCH_BREACH);
    const fields = breachInput.parse(breach.fields);
    const reference = breachReference(breach.id);
    const people = await tx
      .select({ id: users.id, email: users.email, name: users.fullName, language: users.language })
      .from(users)
      .where(audienceWhere(audience))
      .orderBy(users.id);
    const known = new Set(people.map((p) => p.email.toLowerCase()));
    const unknownEmails = audience.kind === "emails" ? audience.emails.filter((e) => !known.has(e.toLowerCase())).slice(0, 50) : [];
    const told = new Set(
      (
        await tx
          .select({ userId: schema.privacyBreachNotices.userId })
          .from(schema.privacyBreachNotices)
          .where(eq(schema.privacyBreachNotices.breachId, breach.id))
      ).map((row) => row.userId),
    );
    const fresh = people.filter((p) => !told.has(p.id));
    const counts = { matched: people.length, alreadyNotified: people.length - fresh.length, unknownEmails };
    if (input.preview || fresh.length === 0) return { ...counts, queued: 0 };

    const now = deps.now();
    const officer = await grievanceOfficer(deps, tx);
    const contactEmail = await supportAddress(deps, tx);
    let queued = 0;
    for (let at = 0; at < fresh.length; at += CHUNK) {
      const chunk = fresh.slice(at, at + CHUNK);
      // A concurrent run that told someone first wins: only the rows inserted here are mailed.
      const inserted = await tx
        .insert(schema.privacyBreachNotices)
        .values(chunk.map((p) => ({ breachId: breach.id, userId: p.id, email: p.email, queuedAt: now, queuedBy: actorId })))
        .onConflictDoNothing()
        .returning({ userId: schema.privacyBreachNotices.userId });
      const mine = new Set(inserted.map((row) => row.userId));
      for (const person of chunk.filter((p) => mine.has(p.id))) {
        await enqueueMail(
          tx,
          breachNoticeMail({
            to: person.email,
            name: person.name,
            language: person.language,
            title: fields.title,
            nature: fields.nature,
            occurred: fields,
            dataAffected: fields.dataAffected,
            likelyImpact: fields.likelyImpact,
            measuresTaken: fields.measuresTaken,
            userSteps: fields.userSteps,
            reference,
            officer,
            contactEmail,
          }),
        );
        queued += 1;
      }
    }
    await writeAudit(tx, {
      actorId,
      action: "privacy-breach-notify",
      subject: `privacy-breach:${reference}`,
      details: { audience: audience.kind === "emails" ? { kind: "emails", count: audience.emails.length } : audience, queued },
      at: now,
    });
    return { ...counts, queued };
  });
  if (result.queued > 0) deps.mail.nudge();
  return result;
}
