import { count, desc, eq, inArray } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE, effectiveWebinarStatus, pageWindow, type WebinarStatus } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { WebinarRow } from "../webinar-view.ts";

export interface AdminWebinarEntry {
  row: WebinarRow;
  status: WebinarStatus;
  registrants: number;
  materials: { id: number; fileName: string; size: number }[];
}

export interface AdminWebinarsPage {
  webinars: AdminWebinarEntry[];
  total: number;
  page: number;
  pageSize: number;
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
        deps.db.select({ id: m.id, webinarId: m.webinarId, fileName: m.fileName, size: m.size }).from(m).where(inArray(m.webinarId, ids)).orderBy(m.fileName),
      ])
    : [[], []];
  const now = deps.now();
  return {
    webinars: rows.map((row) => ({
      row,
      status: effectiveWebinarStatus(row, now),
      registrants: seats.find((seat) => seat.id === row.id)?.n ?? 0,
      materials: materials.filter((material) => material.webinarId === row.id).map(({ id, fileName, size }) => ({ id, fileName, size })),
    })),
    total,
    page: pager.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

export async function findAdminWebinar(deps: AppDeps, webinarId: number): Promise<WebinarRow | null> {
  const [row] = await deps.db.select().from(schema.webinars).where(eq(schema.webinars.id, webinarId));
  return row ?? null;
}
