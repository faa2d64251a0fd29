import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { HOME_SLIDE_ARTS, type HomeSlideArt } from "@investar/core";
import type { AdminHomeSlide } from "@investar/contract/pages/site-content";
import { Field, invalidProps } from "../admin-call.tsx";
import { CheckField } from "../admin-fields.tsx";
import { ContentItemForm } from "./content-item-form.tsx";
import { HindiTwins } from "../hindi-twins.tsx";
import { placeDraft, savedWords, textDraft, useContentItem } from "./use-content-item.ts";

const saveHomeSlide = lazyEndpoint(() => import("@investar/contract/site-content/save-home-slide"), "saveHomeSlide");
const deleteHomeSlide = lazyEndpoint(() => import("@investar/contract/site-content/delete-home-slide"), "deleteHomeSlide");

/** What each picture shows, in the words an admin picks it by. */
const artNames: Record<HomeSlideArt, string> = {
  levels: "Chart with support, resistance and a trendline",
  signals: "Chart with buy and sell arrows",
  scan: "List of scan results",
  trial: "The desktop program's window",
};

const draftOf = (s: AdminHomeSlide | null, nextOrder: number) => ({
  art: s?.art ?? ("levels" as HomeSlideArt),
  ...textDraft(s, ["eyebrow", "headline", "body", "linkLabel", "linkHref", "eyebrowHi", "headlineHi", "bodyHi", "linkLabelHi"]),
  ...placeDraft(s, nextOrder),
});

/** One slide of the home page's rotating banner on /admin/site (none: a new one). */
export function HomeSlideForm({ slide, nextOrder }: { slide: AdminHomeSlide | null; nextOrder: number }) {
  const id = `slide-${slide?.id ?? "new"}`;
  const { draft, setDraft, call, submit, fields } = useContentItem(id, slide, nextOrder, draftOf);
  const { errors, status, busy, send } = call;

  const save = submit(() => send(saveHomeSlide, { body: { ...draft, id: slide?.id, order: Number(draft.order) } }, savedWords));

  const { input, area } = fields;

  return (
    <ContentItemForm
      id={id}
      heading={slide ? `Slide: ${slide.headline}` : "New slide"}
      what="slide"
      exists={slide !== null}
      busy={busy}
      status={status}
      onSubmit={save}
      onDelete={() => (slide ? send(deleteHomeSlide, { body: { id: slide.id } }, () => "Slide deleted.") : Promise.resolve(null))}
    >
      {input("eyebrow", "Small heading")}
      {input("headline", "Headline")}
      {area("body", "Text", 3)}
      <div className="admin-note__row">
        {input("linkLabel", "Link label (optional)")}
        {input("linkHref", "Link (optional)", {
          hint: "A page of this site, such as /Pricing, or an https:// address. Without a link the slide offers the download.",
        })}
      </div>
      <HindiTwins>
        {input("eyebrowHi", "Small heading in Hindi", { lang: "hi" })}
        {input("headlineHi", "Headline in Hindi", { lang: "hi" })}
        {area("bodyHi", "Text in Hindi", 3, "hi")}
        {input("linkLabelHi", "Link label in Hindi", { lang: "hi" })}
      </HindiTwins>
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
        <CheckField checked={draft.active} onChange={(active) => setDraft({ ...draft, active })}>
          Shown on the home page
        </CheckField>
      </div>
    </ContentItemForm>
  );
}
