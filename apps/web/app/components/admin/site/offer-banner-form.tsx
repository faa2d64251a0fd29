import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import { fromIstLocalInput, toIstLocalInput } from "@investar/core";
import type { AdminOfferBanner } from "@investar/contract/pages/site-content";
import { useAdminCall } from "../admin-call.tsx";
import { CheckField, draftFields, SubmitRow } from "../admin-fields.tsx";
import { HindiTwins } from "../hindi-twins.tsx";

const updateOfferContent = lazyEndpoint(() => import("@investar/contract/site-content/update-offer-content"), "updateOfferContent");

const draftOf = (banner: AdminOfferBanner) => ({
  headline: banner.headline,
  body: banner.body,
  ctaLabel: banner.ctaLabel,
  ctaHref: banner.ctaHref,
  headlineHi: banner.headlineHi ?? "",
  bodyHi: banner.bodyHi ?? "",
  ctaLabelHi: banner.ctaLabelHi ?? "",
  startsAt: banner.startsAt ? toIstLocalInput(banner.startsAt) : "",
  endsAt: banner.endsAt ? toIstLocalInput(banner.endsAt) : "",
  active: banner.active,
});

type TextName = "headline" | "ctaLabel" | "ctaHref" | "headlineHi" | "ctaLabelHi" | "startsAt" | "endsAt";

/** One offer banner: what the home page says, where its button leads, and when it runs (India time). */
export function OfferBannerForm({ banner, title }: { banner: AdminOfferBanner; title: string }) {
  const [draft, setDraft] = useState(draftOf(banner));
  const { errors, status, busy, send } = useAdminCall();
  const id = `offer-${banner.id}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...draft,
      startsAt: fromIstLocalInput(draft.startsAt) || null,
      endsAt: fromIstLocalInput(draft.endsAt) || null,
    };
    await send(updateOfferContent, { query: { id: banner.id }, body }, (saved) =>
      saved.showing ? "Saved. The home page shows it now." : "Saved. It is not showing on the home page now.",
    );
  }

  const { input, area } = draftFields<TextName | "body" | "bodyHi">(id, errors, draft, (name, value) =>
    setDraft({ ...draft, [name]: value }),
  );

  return (
    <form onSubmit={save} className="card admin-note" aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`}>{title}</h2>
      <p>{banner.showing ? "Showing on the home page now." : "Not showing on the home page now."}</p>
      {input("headline", "Headline")}
      {area("body", "Text", 3)}
      <div className="admin-note__row">
        {input("ctaLabel", "Button label")}
        {input("ctaHref", "Button link", { hint: "A page of this site, such as /Pricing, or an https:// address." })}
      </div>
      <HindiTwins>
        {input("headlineHi", "Headline in Hindi", { lang: "hi" })}
        {area("bodyHi", "Text in Hindi", 3, "hi")}
        {input("ctaLabelHi", "Button label in Hindi", { lang: "hi" })}
      </HindiTwins>
      <div className="admin-note__row">
        {input("startsAt", "Starts (India time, optional)", { type: "datetime-local" })}
        {input("endsAt", "Ends (India time, optional)", { type: "datetime-local" })}
      </div>
      <CheckField checked={draft.active} onChange={(active) => setDraft({ ...draft, active })}>
        Running (shown between its dates)
      </CheckField>
      <SubmitRow busy={busy} status={status}>
        Save banner
      </SubmitRow>
    </form>
  );
}
