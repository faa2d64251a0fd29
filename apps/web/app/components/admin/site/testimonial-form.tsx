import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { AdminTestimonial } from "@investar/contract/pages/site-content";
import { TestimonialCard } from "../../home/testimonial-card.tsx";
import { CheckField, draftFields } from "../admin-fields.tsx";
import { ContentItemForm } from "./content-item-form.tsx";
import { savedWords, useContentItem } from "./use-content-item.ts";

const saveTestimonial = lazyEndpoint(() => import("@investar/contract/site-content/save-testimonial"), "saveTestimonial");
const deleteTestimonial = lazyEndpoint(() => import("@investar/contract/site-content/delete-testimonial"), "deleteTestimonial");

const draftOf = (t: AdminTestimonial | null, nextOrder: number) => ({
  author: t?.author ?? "",
  place: t?.place ?? "",
  occupation: t?.occupation ?? "",
  body: t?.body ?? "",
  order: String(t?.order ?? nextOrder),
  active: t?.active ?? true,
});

type TextName = "author" | "place" | "occupation" | "order";

/**
 * One customer story on /admin/site (none: a new one), with the card exactly as the home page's carousel
 * will show it (cut to 48 words) beside the form, updated as the admin types.
 */
export function TestimonialForm({ testimonial, nextOrder }: { testimonial: AdminTestimonial | null; nextOrder: number }) {
  const { draft, setDraft, call, submit } = useContentItem(testimonial, nextOrder, draftOf);
  const { errors, status, busy, send } = call;
  const id = `testimonial-${testimonial?.id ?? "new"}`;
  const title = testimonial ? `Testimonial: ${testimonial.author}` : "New testimonial";

  const save = submit(() => send(saveTestimonial, { body: { ...draft, id: testimonial?.id, order: Number(draft.order) } }, savedWords));

  const { input, area } = draftFields<TextName | "body">(id, errors, draft, (name, value) => setDraft({ ...draft, [name]: value }));

  return (
    <ContentItemForm
      id={id}
      heading={title}
      what="testimonial"
      exists={testimonial !== null}
      busy={busy}
      status={status}
      onSubmit={save}
      onDelete={() =>
        testimonial ? send(deleteTestimonial, { body: { id: testimonial.id } }, () => "Testimonial deleted.") : Promise.resolve(null)
      }
    >
      <div className="admin-note__row">
        {input("author", "Name")}
        {input("place", "Place")}
        {input("occupation", "Occupation (optional)")}
      </div>
      {area("body", "Testimonial", 5)}
      <div className="admin-preview" role="group" aria-label="Preview">
        <p className="field__hint">As customers will see it:</p>
        <TestimonialCard testimonial={{ id: testimonial?.id ?? 0, ...draft }} preview />
      </div>
      <div className="admin-note__row">
        {input("order", "Position", { type: "number" })}
        <CheckField checked={draft.active} onChange={(active) => setDraft({ ...draft, active })}>
          Shown on the home page
        </CheckField>
      </div>
    </ContentItemForm>
  );
}
