import { eq } from "drizzle-orm";
import { homeSlideProblems } from "@investar/core";
import { schema } from "@investar/db";
import type { AdminHomeSlide } from "@investar/contract/pages/site-content";
import type { AppDeps } from "../../../deps.ts";
import { notFound, throwIfInvalid } from "../../../errors.ts";
import { auditedEdit } from "../../audit/index.ts";
import { adminHomeSlideColumns, toAdminHomeSlide } from "./home-slide-view.ts";

/** A slide as the admin saves it: no id adds one. */
export type HomeSlideInput = Omit<AdminHomeSlide, "id"> & { id?: number | undefined };

/**
 * admin/SaveHomeSlide: adds a slide to the home page's banner (no id) or changes one, its position included.
 * Every instance's home page shows the change at once (the cache bus drops the cached pages).
 */
export function saveHomeSlide(deps: AppDeps, actorId: number, input: HomeSlideInput): Promise<AdminHomeSlide> {
  throwIfInvalid(homeSlideProblems(input));
  const t = schema.homeSlides;
  const { id, order, active, ...copy } = input;
  const values = { ...copy, sortOrder: order, isActive: active };
  return auditedEdit(
    deps,
    { actorId, action: id === undefined ? "home-slide-create" : "home-slide-update", invalidates: "site-content" },
    async (tx) => {
      if (id === undefined) {
        const [created] = await tx.insert(t).values(values).returning(adminHomeSlideColumns);
        const after = toAdminHomeSlide(created!);
        return { before: null, after, result: after, subject: `home-slide:${after.id}` };
      }
      const [before] = await tx.select(adminHomeSlideColumns).from(t).where(eq(t.id, id)).for("update");
      if (!before) throw notFound("There is no such slide.");
      const [updated] = await tx.update(t).set(values).where(eq(t.id, id)).returning(adminHomeSlideColumns);
      const after = toAdminHomeSlide(updated!);
      return { before: toAdminHomeSlide(before), after, result: after, subject: `home-slide:${id}` };
    },
  );
}
