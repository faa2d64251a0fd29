import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { AdminTestimonial, Testimonial } from "@investar/contract/pages/site-content";
import { TestimonialCard } from "../../home/testimonial-card.tsx";
import { CheckField } from "../admin-fields.tsx";
import { ContentItemForm } from "./content-item-form.tsx";
import { HindiTwins } from "../hindi-twins.tsx";
import { placeDraft, savedWords, textDraft, useContentItem } from "./use-content-item.ts";

const saveTestimonial = lazyEndpoint(() => import("@investar/contract/site-content/save-testimonial"), "saveTestimonial");
const deleteTestimonial = lazyEndpoint(() => import("@investar/contract/site-content/delete-testimonial"), "deleteTestimonial");

const draftOf = (t: AdminTestimonial | null, nextOrder: number) => ({
  ...textDraft(t, ["author", "place", "occupation", "body", "placeHi", "occupationHi", "bodyHi"]),
  ...placeDraft(t, nextOrder),
});

/** The card as an English page shows it: the preview beside the English fields. */
const englishPreview = (id: number, draft: ReturnType<typeof draftOf>): Testimonial => {
  const english = (text: string) => ({ text, lang: "en" as const });
  return { id, author: draft.author, place: english(draft.place), occupation: english(draft.occupation), body: english(draft.body) };
};

/**
 * One customer story on /admin/site (none: a new one), with the card exactly as the home page's carousel
 * will show it (cut to 48 words) beside the form, updated as the admin types.
 */
export function TestimonialForm({ testimonial, nextOrder }: { testimonial: AdminTestimonial | null; nextOrder: number }) {
  const id = `testimonial-${testimonial?.id ?? "new"}`;
  const { draft, setDraft, call, submit, fields } = useContentItem(id, testimonial, nextOrder, draftOf);
  const { status, busy, send } = call;
  const title = testimonial ? `Testimonial: ${testimonial.author}` : "New testimonial";

  const save = submit(() => send(saveTestimonial, { body: { ...draft, id: testimonial?.id, order: Number(draft.order) } }, savedWords));

  const { input, area } = fields;

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
      <HindiTwins>
        <div className="admin-note__row">
          {input("placeHi", "Place in Hindi", { lang: "hi" })}
          {input("occupationHi", "Occupation in Hindi", { lang: "hi" })}
        </div>
        {area("bodyHi", "Testimonial in Hindi", 5, "hi")}
      </HindiTwins>
      <div className="admin-preview" role="group" aria-label="Preview">
        <p className="field__hint">As customers will see it:</p>
        <TestimonialCard testimonial={englishPreview(testimonial?.id ?? 0, draft)} pageLanguage="en" preview />
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
