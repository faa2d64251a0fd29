import { useState, type FormEvent } from "react";
import { saveHomeSlide } from "@investar/contract/site-content/save-home-slide";
import { deleteHomeSlide } from "@investar/contract/site-content/delete-home-slide";
import { HOME_SLIDE_ARTS, type HomeSlideArt } from "@investar/core";
import type { AdminHomeSlide } from "../../../load-context.ts";
import { Field, invalidProps, StatusLine, useAdminCall } from "../admin-call.tsx";
import { ContentItemActions } from "./content-item-actions.tsx";

/** What each picture shows, in the words an admin picks it by. */
const artNames: Record<HomeSlideArt, string> = {
  levels: "Chart with support, resistance and a trendline",
  signals: "Chart with buy and sell arrows",
  scan: "List of scan results",
  trial: "The desktop program's window",
};

const draftOf = (s: AdminHomeSlide | null, nextOrder: number) => ({
  art: s?.art ?? ("levels" as HomeSlideArt),
  eyebrow: s?.eyebrow ?? "",
  headline: s?.headline ?? "",
  body: s?.body ?? "",
  linkLabel: s?.linkLabel ?? "",
  linkHref: s?.linkHref ?? "",
  order: String(s?.order ?? nextOrder),
  active: s?.active ?? true,
});

type TextField = "eyebrow" | "headline" | "linkLabel" | "linkHref" | "order";

/** One slide of the home page's rotating banner on /admin/site (none: a new one). */
export function HomeSlideForm({ slide, nextOrder }: { slide: AdminHomeSlide | null; nextOrder: number }) {
  const [draft, setDraft] = useState(draftOf(slide, nextOrder));
  const { errors, status, busy, send } = useAdminCall();
  const id = `slide-${slide?.id ?? "new"}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = { ...draft, id: slide?.id, order: Number(draft.order) };
    const saved = await send(saveHomeSlide, { body }, (s) =>
      s.active ? "Saved. The home page shows it now." : "Saved. It is hidden from the home page.",
    );
    if (saved && !slide) setDraft(draftOf(null, saved.answer.order + 1));
  }

  const input = (name: TextField, label: string, extra: { type?: string; hint?: string } = {}) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]} hint={extra.hint}>
      <input
        {...invalidProps(`${id}-${name}`, errors[name])}
        type={extra.type ?? "text"}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </Field>
  );

  return (
    <form onSubmit={save} className="card admin-note" aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`}>{slide ? `Slide: ${slide.headline}` : "New slide"}</h3>
      {input("eyebrow", "Small heading")}
      {input("headline", "Headline")}
      <Field id={`${id}-body`} label="Text" error={errors.body}>
        <textarea
          {...invalidProps(`${id}-body`, errors.body)}
          rows={3}
          value={draft.body}
          onChange={(e) => setDraft({ ...draft, body: e.target.value })}
        />
      </Field>
      <div className="admin-note__row">
        {input("linkLabel", "Link label (optional)")}
        {input("linkHref", "Link (optional)", {
          hint: "A page of this site, such as /Pricing, or an https:// address. Without a link the slide offers the download.",
        })}
      </div>
      <div className="admin-note__row">
        <Field id={`${id}-art`} label="Picture" error={errors.art}>
          <select
            {...invalidProps(`${id}-art`, errors.art)}
            value={draft.art}
            onChange={(e) => setDraft({ ...draft, art: e.target.value as HomeSlideArt })}
          >
            {HOME_SLIDE_ARTS.map((art) => (
              <option key={art} value={art}>
                {artNames[art]}
              </option>
            ))}
          </select>
        </Field>
        {input("order", "Position", { type: "number" })}
        <label className="field--check">
          <input type="checkbox" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} /> Shown on the
          home page
        </label>
      </div>
      <ContentItemActions
        what="slide"
        exists={slide !== null}
        busy={busy}
        onDelete={() => (slide ? send(deleteHomeSlide, { body: { id: slide.id } }, () => "Slide deleted.") : Promise.resolve(null))}
      />
      <StatusLine status={status} />
    </form>
  );
}
