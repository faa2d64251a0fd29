import { useState, type FormEvent } from "react";
import { saveTestimonial } from "@investar/contract/site-content/save-testimonial";
import { deleteTestimonial } from "@investar/contract/site-content/delete-testimonial";
import type { AdminTestimonial } from "../../../load-context.ts";
import { TestimonialCard } from "../../home/testimonial-card.tsx";
import { Field, invalidProps, StatusLine, useAdminCall } from "../admin-call.tsx";
import { ContentItemActions } from "./content-item-actions.tsx";

const draftOf = (t: AdminTestimonial | null, nextOrder: number) => ({
  author: t?.author ?? "",
  place: t?.place ?? "",
  occupation: t?.occupation ?? "",
  body: t?.body ?? "",
  order: String(t?.order ?? nextOrder),
  active: t?.active ?? true,
});

type TextField = "author" | "place" | "occupation" | "order";

/**
 * One customer story on /admin/site (none: a new one), with the card exactly as the home page's carousel
 * will show it (cut to 48 words) beside the form, updated as the admin types.
 */
export function TestimonialForm({ testimonial, nextOrder }: { testimonial: AdminTestimonial | null; nextOrder: number }) {
  const [draft, setDraft] = useState(draftOf(testimonial, nextOrder));
  const { errors, status, busy, send } = useAdminCall();
  const id = `testimonial-${testimonial?.id ?? "new"}`;
  const title = testimonial ? `Testimonial: ${testimonial.author}` : "New testimonial";

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = { ...draft, id: testimonial?.id, order: Number(draft.order) };
    const saved = await send(saveTestimonial, { body }, (t) =>
      t.active ? "Saved. The home page shows it now." : "Saved. It is hidden from the home page.",
    );
    if (saved && !testimonial) setDraft(draftOf(null, saved.answer.order + 1));
  }

  const input = (name: TextField, label: string, type = "text") => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]}>
      <input
        {...invalidProps(`${id}-${name}`, errors[name])}
        type={type}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </Field>
  );

  return (
    <form onSubmit={save} className="card admin-note" aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`}>{title}</h3>
      <div className="admin-note__row">
        {input("author", "Name")}
        {input("place", "Place")}
        {input("occupation", "Occupation (optional)")}
      </div>
      <Field id={`${id}-body`} label="Testimonial" error={errors.body}>
        <textarea
          {...invalidProps(`${id}-body`, errors.body)}
          rows={5}
          value={draft.body}
          onChange={(e) => setDraft({ ...draft, body: e.target.value })}
        />
      </Field>
      <div className="admin-preview" role="group" aria-label="Preview">
        <p className="field__hint">As customers will see it:</p>
        <TestimonialCard testimonial={{ id: testimonial?.id ?? 0, ...draft }} preview />
      </div>
      <div className="admin-note__row">
        {input("order", "Position", "number")}
        <label className="field--check">
          <input type="checkbox" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} /> Shown on the
          home page
        </label>
      </div>
      <ContentItemActions
        what="testimonial"
        exists={testimonial !== null}
        busy={busy}
        onDelete={() =>
          testimonial ? send(deleteTestimonial, { body: { id: testimonial.id } }, () => "Testimonial deleted.") : Promise.resolve(null)
        }
      />
      <StatusLine status={status} />
    </form>
  );
}
