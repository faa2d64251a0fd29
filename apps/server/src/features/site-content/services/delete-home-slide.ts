import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { auditedEdit } from "../../audit/index.ts";
import { adminHomeSlideColumns, toAdminHomeSlide } from "./home-slide-view.ts";

/** admin/DeleteHomeSlide: the slide leaves the home page of every instance; the audit row keeps its text. */
export function deleteHomeSlide(deps: AppDeps, actorId: number, id: number): Promise<{ deleted: true }> {
  const t = schema.homeSlides;
  return auditedEdit(
    deps,
    { actorId, action: "home-slide-delete", subject: `home-slide:${id}`, invalidates: "site-content" },
    async (tx) => {
      const [before] = await tx.delete(t).where(eq(t.id, id)).returning(adminHomeSlideColumns);
      if (!before) throw notFound("There is no such slide.");
      return { before: toAdminHomeSlide(before), after: null, result: { deleted: true as const } };
    },
  );
}
