import { count, desc, inArray } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE, effectiveWebinarStatus, minorToUnits, pageWindow } from "@investar/core";
import type { AdminWebinar, AdminWebinarsPage } from "@investar/contract/pages/webinars";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../../deps.ts";
import type { WebinarRow } from "../webinar-view.ts";

/** A row as the admin form edits it: every field, money in currency units. */
function toAdminWebinar(row: WebinarRow, now: Date, registrants: number, materials: AdminWebinar["materials"]): AdminWebinar {
  return {
    id: row.id,
    track: row.track,
    isVideo: row.isVideo,
    title: row.title,
    description: row.description,
    titleHi: row.titleHi ?? "",
    descriptionHi: row.descriptionHi ?? "",
    prerequisite: row.prerequisite,
    durationMinutes: row.durationMinutes,
    presenter: row.presenter,
    aboutPresenter: row.aboutPresenter,
    level: row.level,
    language: row.language,
    category: row.category,
    thumbnailUrl: row.thumbnailUrl,
    videoId: row.videoId,
    dateTime: row.dateTime.toISOString(),
    isPaidWebinar: row.isPaidWebinar,
    inrAmount: minorToUnits(row.inrAmount, "INR"),
    usdAmount: minorToUnits(row.usdAmount, "USD"),
    discount: row.discount,
    discountEndDate: row.discountEndDate,
    couponCode: row.couponCode,
    seatLimit: row.seatLimit,
    joinUrl: row.joinUrl,
    series: row.series,
    storedStatus: row.status,
    status: effectiveWebinarStatus(row, now),
    registrants,
    recording: row.recordingKey && row.recordingType ? { contentType: row.recordingType, size: row.recordingSize ?? 0 } : null,
    materials,
    fromPlaylist: row.playlistId !== null,
  };
}

/** /admin/webinars: every webinar and video, newest date first, 10 a page, with seats taken and materials. */
export async function listAdminWebinars(deps: AppDeps, requestedPage: number): Promise<AdminWebinarsPage> {
  const w = schema.webinars;
  const [counted] = await deps.db.select({ n: count() }).from(w);
  const total = counted?.n ?? 0;
  const pager = pageWindow(total, requestedPage, DEFAULT_PAGE_SIZE);
  const rows = await deps.db
    .select()
    .from(w)
    .orderBy(desc(w.dateTime), desc(w.id))
    .limit(DEFAULT_PAGE_SIZE)
    .offset((pager.page - 1) * DEFAULT_PAGE_SIZE);
  const ids = rows.map((row) => row.id);
  const r = schema.webinarRegistrations;
  const m = schema.webinarMaterials;
  const [seats, materials] = ids.length
    ? await Promise.all([
        deps.db.select({ id: r.webinarId, n: count() }).from(r).where(inArray(r.webinarId, ids)).groupBy(r.webinarId),
        deps.db
          .select({ id: m.id, webinarId: m.webinarId, fileName: m.fileName, size: m.size })
          .from(m)
          .where(inArray(m.webinarId, ids))
          .orderBy(m.fileName),
      ])
    : [[], []];
  const now = deps.now();
  return {
    webinars: rows.map((row) =>
      toAdminWebinar(
        row,
        now,
        seats.find((seat) => seat.id === row.id)?.n ?? 0,
        materials.filter((material) => material.webinarId === row.id).map(({ id, fileName, size }) => ({ id, fileName, size })),
      ),
    ),
    total,
    page: pager.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}
