import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AdminTestimonial } from "@investar/contract/pages/site-content";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { auditedEdit } from "../../audit/index.ts";
import { adminTestimonialColumns } from "./testimonial-view.ts";

/** A testimonial as the admin saves it: no id adds one; the occupation may be left out. */
export type TestimonialInput = Omit<AdminTestimonial, "id" | "occupation"> & { id?: number | undefined; occupation: string | null };

/**
 * admin/SaveTestimonial: adds a customer story (no id) or changes one, its position and whether it shows.
 * Every instance's home page shows the change at once (the cache bus drops the cached pages).
 */
export function saveTestimonial(deps: AppDeps, actorId: number, input: TestimonialInput): Promise<AdminTestimonial> {
  const t = schema.testimonials;
  const { id, order, active, occupation, ...story } = input;
  // The carousel leaves out an empty occupation.
  const values = { ...story, occupation: occupation ?? "", sortOrder: order, isPublished: active };
  return auditedEdit(
    deps,
    { actorId, action: id === undefined ? "testimonial-create" : "testimonial-update", invalidates: "site-content" },
    async (tx) => {
      if (id === undefined) {
        const [after] = await tx.insert(t).values(values).returning(adminTestimonialColumns);
        return { before: null, after, result: after!, subject: `testimonial:${after!.id}` };
      }
      const [before] = await tx.select(adminTestimonialColumns).from(t).where(eq(t.id, id)).for("update");
      if (!before) throw notFound("There is no such testimonial.");
      const [after] = await tx.update(t).set(values).where(eq(t.id, id)).returning(adminTestimonialColumns);
      return { before, after, result: after!, subject: `testimonial:${id}` };
    },
  );
}
