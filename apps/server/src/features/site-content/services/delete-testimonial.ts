import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { auditedEdit } from "../../audit/index.ts";
import { adminTestimonialColumns } from "./testimonial-view.ts";

/** admin/DeleteTestimonial: the story leaves the home page of every instance; the audit row keeps its text. */
export function deleteTestimonial(deps: AppDeps, actorId: number, id: number): Promise<{ deleted: true }> {
  const t = schema.testimonials;
  return auditedEdit(
    deps,
    { actorId, action: "testimonial-delete", subject: `testimonial:${id}`, invalidates: "site-content" },
    async (tx) => {
      const [before] = await tx.delete(t).where(eq(t.id, id)).returning(adminTestimonialColumns);
      if (!before) throw notFound("There is no such testimonial.");
      return { before, after: null, result: { deleted: true as const } };
    },
  );
}
