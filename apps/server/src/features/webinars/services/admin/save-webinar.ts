import { eq } from "drizzle-orm";
import { checkWebinarInput, exactUnitsToMinor, type WebinarInput } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../../deps.ts";
import { AppError, badRequest, notFound } from "../../../../errors.ts";
import { writeAudit } from "../../../audit/index.ts";

export interface SaveWebinarInput extends WebinarInput {
  /** Absent: a new webinar or video. */
  id?: number;
  /** Staff may mark a session live or ended early; cancelling has its own call (it notifies and refunds). */
  status?: "scheduled" | "live" | "ended";
}

/** Field errors as the API's `errors` map, the first one as the message. */
function refuseInput(errors: Record<string, string>): AppError {
  const first = Object.values(errors)[0]!;
  return badRequest(first, Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])));
}

/** education/SaveWebinar (admin): creates or edits a webinar or video with every field; audit-logged. */
export async function saveWebinar(deps: AppDeps, actorId: number, input: SaveWebinarInput): Promise<{ id: number; created: boolean }> {
  const errors = checkWebinarInput(input);
  if (Object.keys(errors).length > 0) throw refuseInput(errors);
  const now = deps.now();
  const values = {
    track: input.track,
    isVideo: input.isVideo,
    title: input.title.trim(),
    description: input.description.trim(),
    // Blank is "not translated": the Hindi page then shows the English, marked lang="en".
    titleHi: input.titleHi.trim() || null,
    descriptionHi: input.descriptionHi.trim() || null,
    prerequisite: input.prerequisite.trim(),
    durationMinutes: input.durationMinutes,
    presenter: input.presenter.trim(),
    aboutPresenter: input.aboutPresenter.trim(),
    level: input.level,
    language: input.language,
    category: input.category,
    thumbnailUrl: input.thumbnailUrl.trim(),
    videoId: input.videoId.trim(),
    dateTime: new Date(input.dateTime),
    isPaidWebinar: input.isPaidWebinar,
    inrAmount: exactUnitsToMinor(input.inrAmount, "INR")!,
    usdAmount: exactUnitsToMinor(input.usdAmount, "USD")!,
    discount: input.discount === null ? null : Math.floor(input.discount),
    discountEndDate: input.discountEndDate,
    couponCode: input.couponCode.trim().toUpperCase(),
    seatLimit: input.seatLimit,
    joinUrl: input.joinUrl.trim(),
    series: input.series,
    updatedAt: now,
    ...(input.status ? { status: input.status } : {}),
  };
  const w = schema.webinars;
  return deps.db.transaction(async (tx) => {
    let id = input.id;
    if (id === undefined) {
      const [row] = await tx.insert(w).values(values).returning({ id: w.id });
      id = row!.id;
    } else {
      const [current] = await tx.select({ status: w.status }).from(w).where(eq(w.id, id)).for("update");
      if (!current) throw notFound("There is no such webinar.");
      if (current.status === "cancelled") throw new AppError("Conflict", "A cancelled webinar can't be changed.");
      await tx.update(w).set(values).where(eq(w.id, id));
    }
    const { updatedAt: _updatedAt, dateTime, ...logged } = values;
    await writeAudit(tx, {
      actorId,
      action: input.id === undefined ? "webinar-create" : "webinar-update",
      subject: `webinar:${id}`,
      details: { ...logged, dateTime: dateTime.toISOString() },
      at: now,
    });
    return { id, created: input.id === undefined };
  });
}
