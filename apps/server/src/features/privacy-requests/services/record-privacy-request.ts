import { eq } from "drizzle-orm";
import {
  isClosedState,
  privacyRequestClock,
  privacyRequestKindLabels,
  type PrivacyRequestKind,
  type PrivacyRequestState,
} from "@investar/core";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";
import type { AppDeps } from "../../../deps.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { privacyRequestAcknowledgementMail } from "../../../integrations/mail/privacy-request-mails.ts";
import { openTicket } from "../../support-desk/index.ts";
import { grievanceOfficer, requestsUrl } from "./grievance-officer.ts";

export interface NewPrivacyRequest {
  kind: PrivacyRequestKind;
  /** The customer it is about; their address and name are read from the account unless given. */
  userId: number | null;
  email?: string | null;
  name?: string | null;
  /** One line naming it in the queue and the acknowledgement. */
  summary: string;
  details?: Record<string, unknown>;
  /** A request the site carries out at once (a nomination recorded) is filed as done; otherwise new. */
  state?: PrivacyRequestState;
  /** Said in its history beside "filed" (who filed it and how). */
  note?: string;
  /** Who filed it when not the customer (staff for a customer who wrote in); null: the customer. */
  actorId?: number | null;
  /** Mail the customer an acknowledgement with the reference (default: yes, when there is an address). */
  acknowledge?: boolean;
}

export interface RecordedPrivacyRequest {
  id: number;
  reference: string;
  dueAt: Date;
  limitAt: Date;
}

/**
 * Records a privacy request inside the caller's transaction (ADR 0051): the row with its reference and 7-day due
 * date, its first history entry, and the acknowledgement mail through the outbox. Every kind comes through here
 * (a copy of one's data and erasure too), so all of them reach the staff queue with one clock. The caller nudges
 * the mail worker after its commit.
 */
export async function recordPrivacyRequest(
  deps: Pick<AppDeps, "config" | "db" | "now">,
  tx: Transaction,
  request: NewPrivacyRequest,
): Promise<RecordedPrivacyRequest> {
  const now = deps.now();
  let { email = null, name = null } = request;
  // The acknowledgement is in the account's language (ADR 0060); English for a request without an account.
  let language: string | null = null;
  if (request.userId !== null) {
    const [user] = await tx
      .select({ email: schema.users.email, name: schema.users.fullName, language: schema.users.language })
      .from(schema.users)
      .where(eq(schema.users.id, request.userId));
    email ??= user?.email ?? null;
    name ??= user?.name ?? null;
    language = user?.language ?? null;
  }
  const state = request.state ?? "new";
  const clock = privacyRequestClock(now, state, now);
  const [row] = await tx
    .insert(schema.privacyRequests)
    .values({
      kind: request.kind,
      userId: request.userId,
      email,
      name,
      summary: request.summary,
      details: request.details ?? {},
      state,
      receivedAt: now,
      dueAt: clock.dueAt,
      closedAt: isClosedState(state) ? now : null,
      updatedAt: now,
    })
    .returning({ id: schema.privacyRequests.id, reference: schema.privacyRequests.reference });
  const { id, reference } = row!;
  await tx.insert(schema.privacyRequestEvents).values({
    requestId: id,
    at: now,
    actorId: request.actorId ?? null,
    action: "filed",
    toState: state,
    note: request.note ?? null,
  });
  // The conversation with the customer happens on the support desk's ticket under the same reference (ADR 0054);
  // the request's clock and actions stay on /admin/privacy.
  await openTicket(deps, tx, {
    reference,
    kind: "privacy",
    subject: `${privacyRequestKindLabels[request.kind]}: ${request.summary}`,
    userId: request.userId,
    email,
    name,
    body: [
      request.summary,
      ...Object.entries(request.details ?? {}).map(
        ([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`,
      ),
    ].join("\n"),
    authorId: request.actorId ? null : request.userId,
    privacyRequestId: id,
    state: isClosedState(state) ? "resolved" : "new",
  });
  if (email && request.acknowledge !== false)
    await enqueueMail(
      tx,
      privacyRequestAcknowledgementMail({
        to: email,
        name,
        language,
        reference,
        kind: request.kind,
        summary: request.summary,
        dueAt: clock.dueAt,
        limitAt: clock.limitAt,
        requestsUrl: requestsUrl(deps),
        officer: await grievanceOfficer(deps, tx),
      }),
    );
  return { id, reference, dueAt: clock.dueAt, limitAt: clock.limitAt };
}
