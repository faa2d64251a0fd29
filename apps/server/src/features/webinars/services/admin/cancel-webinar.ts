import { and, eq, isNull, ne } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../../deps.ts";
import { notFound } from "../../../../errors.ts";
import { enqueueMail } from "../../../../integrations/mail/enqueue-mail.ts";
import { webinarCancelledMail } from "../../../../integrations/mail/webinar-mails.ts";
import { writeAudit } from "../../../audit/index.ts";
import type { Transaction } from "../../../../database/transaction.ts";
import { creditWallet } from "../../../wallet/index.ts";
import { issueCreditNote } from "../../../invoices/index.ts";
import { calendarWebinar, webinarMailContext } from "../webinar-mail-context.ts";
import type { WebinarRow } from "../webinar-view.ts";

export interface Cancellation {
  /** False when it had been cancelled already: nothing was done again. */
  cancelled: boolean;
  notified: number;
  refunded: number;
}

type Refund = { amount: number; currency: "INR" | "USD" } | null;

/**
 * A bought seat's money goes back to the wallet as cash credit; the conditional update makes it happen
 * once. The seat's invoice, if it had one, gets its credit note for what is refunded, as an admin's refund
 * would: the supply invoiced was not made.
 */
async function refundSeat(
  deps: AppDeps,
  tx: Transaction,
  webinar: WebinarRow,
  seat: typeof schema.webinarRegistrations.$inferSelect,
  actorId: number,
): Promise<Refund> {
  if (seat.source !== "paid" || !seat.amountPaid || !seat.currency) return null;
  const r = schema.webinarRegistrations;
  const marked = await tx
    .update(r)
    .set({ refundedAt: deps.now() })
    .where(and(eq(r.webinarId, seat.webinarId), eq(r.userId, seat.userId), isNull(r.refundedAt)))
    .returning({ userId: r.userId });
  if (marked.length === 0) return null;
  await creditWallet(
    deps,
    {
      userId: seat.userId,
      currency: seat.currency,
      kind: "cash",
      amount: seat.amountPaid,
      reason: `Refund: webinar "${webinar.title}" was cancelled`,
      reference: seat.orderNumber ?? `webinar:${webinar.id}`,
      actorId,
    },
    tx,
  );
  await creditSeatInvoice(deps, tx, seat.orderNumber, seat.amountPaid, `Webinar "${webinar.title}" was cancelled`);
  return { amount: seat.amountPaid, currency: seat.currency };
}

async function creditSeatInvoice(
  deps: AppDeps,
  tx: Transaction,
  orderNumber: string | null,
  amount: number,
  reason: string,
): Promise<void> {
  if (!orderNumber) return;
  const [invoiced] = await tx
    .select({ orderId: schema.invoices.orderId })
    .from(schema.invoices)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.invoices.orderId))
    .where(eq(schema.orders.orderNumber, orderNumber))
    .limit(1);
  if (invoiced) await issueCreditNote(deps, tx, { orderId: invoiced.orderId, amountMinor: amount, reason });
}

/**
 * education/CancelWebinar (admin): the webinar is called off once — a conditional move to cancelled —
 * and in that same transaction every registrant gets the notice (with a calendar cancellation) and every
 * bought seat is refunded to the wallet as cash credit. Asking again changes nothing.
 */
export async function cancelWebinar(deps: AppDeps, actorId: number, webinarId: number, reason: string): Promise<Cancellation> {
  const w = schema.webinars;
  const result = await deps.db.transaction(async (tx): Promise<Cancellation> => {
    const now = deps.now();
    const [webinar] = await tx
      .update(w)
      .set({ status: "cancelled", cancelledAt: now, cancellationReason: reason, updatedAt: now })
      .where(and(eq(w.id, webinarId), ne(w.status, "cancelled"), eq(w.isVideo, false)))
      .returning();
    if (!webinar) {
      const [exists] = await tx
        .select({ id: w.id })
        .from(w)
        .where(and(eq(w.id, webinarId), eq(w.isVideo, false)));
      if (!exists) throw notFound("There is no such webinar.");
      return { cancelled: false, notified: 0, refunded: 0 };
    }
    const r = schema.webinarRegistrations;
    const seats = await tx
      .select({ seat: r, email: schema.users.email, name: schema.users.fullName, language: schema.users.language })
      .from(r)
      .innerJoin(schema.users, eq(schema.users.id, r.userId))
      .where(eq(r.webinarId, webinarId));
    let notified = 0;
    let refunded = 0;
    for (const { seat, email, name, language } of seats) {
      const refund = await refundSeat(deps, tx, webinar, seat, actorId);
      if (refund) refunded += 1;
      const claimed = await tx
        .insert(schema.webinarNotices)
        .values({ webinarId, userId: seat.userId, kind: "cancelled", queuedAt: now })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) continue;
      await enqueueMail(
        tx,
        webinarCancelledMail({ email, name, language }, calendarWebinar(webinar, language), reason, refund, webinarMailContext(deps)),
      );
      notified += 1;
    }
    await writeAudit(tx, {
      actorId,
      action: "webinar-cancel",
      subject: `webinar:${webinarId}`,
      details: { reason, notified, refunded },
      at: now,
    });
    return { cancelled: true, notified, refunded };
  });
  if (result.notified > 0) deps.mail.nudge();
  return result;
}
