import { eq } from "drizzle-orm";
import { canMovePrivacyRequest, isClosedState, privacyRequestMessages, type PrivacyRequestState } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, conflict, notFound } from "../../../errors.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { privacyRequestReplyMail } from "../../../integrations/mail/privacy-request-mails.ts";
import { recipientLanguage } from "../../../integrations/mail/recipient-language.ts";
import { writeAudit } from "../../audit/index.ts";
import { grievanceOfficer, requestsUrl } from "./grievance-officer.ts";

export interface PrivacyRequestAction {
  id: number;
  state?: PrivacyRequestState;
  assignee?: "me" | "nobody";
  note: string;
  mailCustomer: boolean;
}

export const NO_ADDRESS = "This request has no address to write to any more (the account was erased).";

/**
 * A staff member acts on a request from /admin/privacy (ADR 0051): moves it on (a closed one stays closed), takes it
 * or lets it go, and writes why, mailed to the customer when they choose. The request's history and the audit log
 * both record who did what, in the same transaction as the change and the mail.
 */
export async function actOnPrivacyRequest(
  deps: AppDeps,
  actorId: number,
  action: PrivacyRequestAction,
): Promise<{ reference: string; state: PrivacyRequestState }> {
  const result = await deps.db.transaction(async (tx) => {
    const requests = schema.privacyRequests;
    const [row] = await tx.select().from(requests).where(eq(requests.id, action.id)).for("update");
    if (!row) throw notFound(privacyRequestMessages.notFound);
    const from = row.state as PrivacyRequestState;
    const to = action.state ?? from;
    if (to !== from) {
      if (isClosedState(from)) throw conflict(privacyRequestMessages.closed);
      if (!canMovePrivacyRequest(from, to))
        throw badRequest(privacyRequestMessages.cannotMove(from, to), { state: [privacyRequestMessages.cannotMove(from, to)] });
    }
    if (action.mailCustomer && !row.email) throw badRequest(NO_ADDRESS);
    const assigneeId = action.assignee === "me" ? actorId : action.assignee === "nobody" ? null : row.assigneeId;
    const now = deps.now();
    await tx
      .update(requests)
      .set({ state: to, assigneeId, updatedAt: now, ...(to !== from && isClosedState(to) ? { closedAt: now } : {}) })
      .where(eq(requests.id, row.id));
    const kind = to !== from ? "state" : assigneeId !== row.assigneeId ? "assigned" : action.mailCustomer ? "reply" : "note";
    await tx.insert(schema.privacyRequestEvents).values({
      requestId: row.id,
      at: now,
      actorId,
      action: kind,
      fromState: from,
      toState: to,
      note: action.note,
      mailed: action.mailCustomer,
    });
    await writeAudit(tx, {
      actorId,
      action: "privacy-request",
      subject: `privacy-request:${row.reference}`,
      details: {
        kind: row.kind,
        from,
        to,
        assigneeBefore: row.assigneeId,
        assigneeAfter: assigneeId,
        note: action.note,
        mailed: action.mailCustomer,
      },
      at: now,
    });
    if (action.mailCustomer)
      await enqueueMail(
        tx,
        privacyRequestReplyMail({
          to: row.email!,
          name: row.name,
          language: await recipientLanguage(tx, { userId: row.userId }),
          reference: row.reference,
          state: to,
          message: action.note,
          requestsUrl: requestsUrl(deps),
          officer: await grievanceOfficer(deps, tx),
        }),
      );
    return { reference: row.reference, state: to };
  });
  if (action.mailCustomer) deps.mail.nudge();
  return result;
}
