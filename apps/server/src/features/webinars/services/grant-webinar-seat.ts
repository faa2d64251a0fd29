import { and, count, eq } from "drizzle-orm";
import { WEBINAR_CANCELLED_MESSAGE, WEBINAR_FULL_MESSAGE, type Currency, type SeatSource } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError, notFound } from "../../../errors.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { webinarRegistrationMail } from "../../../integrations/mail/webinar-mails.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { calendarWebinar, webinarMailContext } from "./webinar-mail-context.ts";

export interface SeatGrant {
  webinarId: number;
  title: string;
  dateTime: string;
  source: SeatSource;
  alreadyRegistered: boolean;
}

/** A bought seat remembers what was paid, so a cancellation can refund it. */
export interface PaidSeat {
  amount: number;
  currency: Currency;
  orderNumber: string;
}

/**
 * The one way a seat is given — free registration and a paid order's activation: inside the caller's
 * transaction, with the webinar row locked so parallel registrations count seats one after another and
 * never pass the limit. A second grant to the same person answers the existing seat (a paid one turns
 * it into a bought seat, so a cancellation refunds it). A paid seat is not refused for the limit: the
 * buyer was checked for a free seat at checkout and has paid since, and the payment is honoured. The
 * confirmation mail, with its calendar invitation, is queued in the same transaction (the caller nudges
 * the mail worker after commit).
 */
export async function grantWebinarSeat(
  deps: AppDeps,
  tx: Transaction,
  webinarId: number,
  userId: number,
  source: SeatSource,
  paid?: PaidSeat,
): Promise<SeatGrant> {
  const w = schema.webinars;
  const [webinar] = await tx.select().from(w).where(eq(w.id, webinarId)).for("update");
  if (!webinar) throw notFound("There is no such webinar.");
  const answer = (seatSource: SeatSource, alreadyRegistered: boolean): SeatGrant => ({
    webinarId,
    title: webinar.title,
    dateTime: webinar.dateTime.toISOString(),
    source: seatSource,
    alreadyRegistered,
  });
  const r = schema.webinarRegistrations;
  const [existing] = await tx
    .select({ source: r.source, orderNumber: r.orderNumber })
    .from(r)
    .where(and(eq(r.webinarId, webinarId), eq(r.userId, userId)));
  if (existing) {
    if (!paid || existing.orderNumber !== null) return answer(existing.source, true);
    await tx
      .update(r)
      .set({ source: "paid", amountPaid: paid.amount, currency: paid.currency, orderNumber: paid.orderNumber })
      .where(and(eq(r.webinarId, webinarId), eq(r.userId, userId)));
    return answer("paid", true);
  }
  if (webinar.status === "cancelled") throw new AppError("WebinarCancelled", WEBINAR_CANCELLED_MESSAGE, { status: 400 });
  if (webinar.seatLimit !== null && !paid) {
    const [taken] = await tx.select({ n: count() }).from(r).where(eq(r.webinarId, webinarId));
    if ((taken?.n ?? 0) >= webinar.seatLimit) throw new AppError("WebinarFull", WEBINAR_FULL_MESSAGE, { status: 409 });
  }
  await tx.insert(r).values({
    webinarId,
    userId,
    source,
    registeredAt: deps.now(),
    amountPaid: paid?.amount ?? null,
    currency: paid?.currency ?? null,
    orderNumber: paid?.orderNumber ?? null,
  });
  const [user] = await tx
    .select({ email: schema.users.email, name: schema.users.fullName, language: schema.users.language })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (user) await enqueueMail(tx, webinarRegistrationMail(user, calendarWebinar(webinar, user.language), webinarMailContext(deps)));
  return answer(source, false);
}
