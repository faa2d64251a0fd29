import { asc, count, eq, gt, and } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE, pageWindow } from "@investar/core";
import { schema } from "@investar/db";
import type { WebinarRegistrant, WebinarRegistrantsPage } from "@investar/contract/pages/webinars";
import type { AppDeps } from "../../../../deps.ts";
import { findEditableWebinar } from "./webinar-upload.ts";

const r = schema.webinarRegistrations;
const u = schema.users;
const columns = {
  userId: u.id,
  name: u.fullName,
  email: u.email,
  mobileNo: u.mobileNo,
  source: r.source,
  registeredAt: r.registeredAt,
  amountPaid: r.amountPaid,
  currency: r.currency,
  refundedAt: r.refundedAt,
};

type RegistrantRow = { registeredAt: Date; refundedAt: Date | null } & Omit<WebinarRegistrant, "registeredAt" | "refundedAt">;
const toRegistrant = (row: RegistrantRow): WebinarRegistrant => ({
  ...row,
  registeredAt: row.registeredAt.toISOString(),
  refundedAt: row.refundedAt?.toISOString() ?? null,
});

/** The admin's registrant list: oldest registration first, 10 a page (business-rules.md#pager). */
export async function listWebinarRegistrants(deps: AppDeps, webinarId: number, requestedPage: number): Promise<WebinarRegistrantsPage> {
  const webinar = await findEditableWebinar(deps, webinarId);
  const [counted] = await deps.db.select({ n: count() }).from(r).where(eq(r.webinarId, webinarId));
  const total = counted?.n ?? 0;
  const pager = pageWindow(total, requestedPage, DEFAULT_PAGE_SIZE);
  const rows = await deps.db
    .select(columns)
    .from(r)
    .innerJoin(u, eq(u.id, r.userId))
    .where(eq(r.webinarId, webinarId))
    .orderBy(asc(r.registeredAt), asc(u.id))
    .limit(DEFAULT_PAGE_SIZE)
    .offset((pager.page - 1) * DEFAULT_PAGE_SIZE);
  return { webinarId, title: webinar.title, registrants: rows.map(toRegistrant), total, page: pager.page, pageSize: DEFAULT_PAGE_SIZE };
}

/** Every registrant, read a thousand at a time by user id so an export of any size never loads all at once. */
export async function* eachWebinarRegistrant(deps: AppDeps, webinarId: number): AsyncGenerator<WebinarRegistrant> {
  let after = 0;
  for (;;) {
    const rows = await deps.db
      .select(columns)
      .from(r)
      .innerJoin(u, eq(u.id, r.userId))
      .where(and(eq(r.webinarId, webinarId), gt(u.id, after)))
      .orderBy(asc(u.id))
      .limit(1000);
    for (const row of rows) yield toRegistrant(row);
    if (rows.length < 1000) return;
    after = rows[rows.length - 1]!.userId;
  }
}
