import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent, type ReactNode } from "react";
import {
  checkWebinarInput,
  fromIstLocalInput,
  toIstLocalInput,
  VIDEO_CATEGORIES,
  WEBINAR_LANGUAGES,
  WEBINAR_LEVELS,
  type WebinarInput,
} from "@investar/core";
import type { AdminWebinar } from "@investar/contract/pages/webinars";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { HindiTwins } from "../hindi-twins.tsx";
import { Options } from "../admin-fields.tsx";

const saveWebinar = lazyEndpoint(() => import("@investar/contract/webinars/save-webinar"), "saveWebinar");

/** The statuses staff set by hand (cancelling has its own form). */
const SETTABLE_STATUSES = [
  ["scheduled", "Scheduled"],
  ["live", "Live"],
  ["ended", "Ended"],
] as const;
const settableStatus = (typed: string) => SETTABLE_STATUSES.find(([value]) => value === typed)?.[0];

/** What the form holds: every field as typed (numbers as text until saved), plus the status staff may set. */
type Draft = Record<keyof WebinarInput, string | boolean> & { status: string };

function draftOf(webinar: AdminWebinar | null): Draft {
  const w = webinar;
  return {
    track: w?.track ?? "technical-analysis",
    isVideo: w?.isVideo ?? false,
    title: w?.title ?? "",
    description: w?.description ?? "",
    titleHi: w?.titleHi ?? "",
    descriptionHi: w?.descriptionHi ?? "",
    prerequisite: w?.prerequisite ?? "",
    durationMinutes: String(w?.durationMinutes ?? 60),
    presenter: w?.presenter ?? "",
    aboutPresenter: w?.aboutPresenter ?? "",
    level: w?.level ?? "Beginner",
    language: w?.language ?? "English",
    category: w?.category ?? "",
    thumbnailUrl: w?.thumbnailUrl ?? "",
    videoId: w?.videoId ?? "",
    dateTime: w ? toIstLocalInput(w.dateTime) : "",
    isPaidWebinar: w?.isPaidWebinar ?? false,
    inrAmount: String(w?.inrAmount ?? 0),
    usdAmount: String(w?.usdAmount ?? 0),
    discount: w?.discount === null || w?.discount === undefined ? "" : String(w.discount),
    discountEndDate: w?.discountEndDate ?? "",
    couponCode: w?.couponCode ?? "",
    seatLimit: w?.seatLimit === null || w?.seatLimit === undefined ? "" : String(w.seatLimit),
    joinUrl: w?.joinUrl ?? "",
    series: w?.series ?? "",
    status: w && w.storedStatus !== "cancelled" ? w.storedStatus : "scheduled",
  };
}

const text = (value: string | boolean) => String(value).trim();
const numberOr = (value: string | boolean, empty: number | null) => (text(value) === "" ? empty : Number(text(value)));

/** The draft as SaveWebinar takes it; the date typed is India time. */
function inputOf(draft: Draft): WebinarInput {
  return {
    track: draft.track as WebinarInput["track"],
    isVideo: draft.isVideo === true,
    title: text(draft.title),
    description: text(draft.description),
    titleHi: text(draft.titleHi),
    descriptionHi: text(draft.descriptionHi),
    prerequisite: text(draft.prerequisite),
    durationMinutes: Number(text(draft.durationMinutes)),
    presenter: text(draft.presenter),
    aboutPresenter: text(draft.aboutPresenter),
    level: draft.level as WebinarInput["level"],
    language: draft.language as WebinarInput["language"],
    category: text(draft.category) === "" ? null : (draft.category as WebinarInput["category"]),
    thumbnailUrl: text(draft.thumbnailUrl),
    videoId: text(draft.videoId),
    dateTime: fromIstLocalInput(text(draft.dateTime)),
    isPaidWebinar: draft.isPaidWebinar === true,
    inrAmount: numberOr(draft.inrAmount, 0)!,
    usdAmount: numberOr(draft.usdAmount, 0)!,
    discount: numberOr(draft.discount, null),
    discountEndDate: text(draft.discountEndDate) || null,
    couponCode: text(draft.couponCode).toUpperCase(),
    seatLimit: numberOr(draft.seatLimit, null),
    joinUrl: text(draft.joinUrl),
    series: text(draft.series) || null,
  };
}

/**
 * Create or edit a webinar or training video with every field of the entity. The rules are core's
 * checkWebinarInput, run here and again by the server, so both give the same messages.
 */
export function WebinarForm({ webinar, onSaved, onCancel }: { webinar: AdminWebinar | null; onSaved(id: number): void; onCancel(): void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(webinar));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Draft) => (value: string | boolean) => setDraft((current) => ({ ...current, [field]: value }));
  const prefix = `webinar-${webinar?.id ?? "new"}`;

  const field = (name: keyof Draft, label: string, control: ReactNode, hint?: string) => (
    <div className="field" key={name}>
      <label htmlFor={`${prefix}-${name}`}>{label}</label>
      {control}
      {hint ? <p className="field__hint">{hint}</p> : null}
      {errors[name] ? (
        <p className="field__error" id={`${prefix}-${name}-error`} role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const input = (name: keyof Draft, label: string, props: Record<string, unknown> = {}, hint?: string) =>
    field(
      name,
      label,
      <input
        id={`${prefix}-${name}`}
        value={String(draft[name])}
        onChange={(event) => set(name)(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${prefix}-${name}-error` : undefined}
        {...props}
      />,
      hint,
    );
  const select = (name: keyof Draft, label: string, options: readonly (readonly [string, string])[]) =>
    field(
      name,
      label,
      <select id={`${prefix}-${name}`} value={String(draft[name])} onChange={(event) => set(name)(event.target.value)}>
        <Options choices={options} />
      </select>,
    );
  const area = (name: keyof Draft, label: string, lang?: string) =>
    field(
      name,
      label,
      <textarea
        id={`${prefix}-${name}`}
        rows={3}
        lang={lang}
        value={String(draft[name])}
        onChange={(event) => set(name)(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
      />,
    );
  const check = (name: "isVideo" | "isPaidWebinar", label: string) => (
    <div className="field field--check" key={name}>
      <label>
        <input type="checkbox" checked={draft[name] === true} onChange={(event) => set(name)(event.target.checked)} /> {label}
      </label>
    </div>
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(draft);
    const problems = checkWebinarInput(input);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setStatus("Please correct the fields marked below.");
      return;
    }
    setBusy(true);
    setStatus("Saving…");
    const result = await callEndpoint(saveWebinar, {
      body: { ...input, ...(webinar ? { id: webinar.id } : {}), ...(input.isVideo ? {} : { status: settableStatus(draft.status) }) },
    });
    setBusy(false);
    if (!result.ok) {
      const { fields, message } = result.failure;
      if (Object.keys(fields).length > 0)
        setErrors(Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages[0] ?? ""])));
      return setStatus(message);
    }
    setStatus(result.data.created ? "The webinar is created." : "Saved.");
    onSaved(result.data.id);
  }

  const none = [["", "—"]] as const;
  return (
    <form
      className="card admin-webinar-form"
      onSubmit={save}
      noValidate
      aria-label={webinar ? `Edit ${webinar.title}` : "New webinar or video"}
    >
      <h2>{webinar ? `Edit: ${webinar.title}` : "New webinar or video"}</h2>
      {webinar?.fromPlaylist ? (
        <p className="notice notice--warning">
          This video was copied from the provider's playlist: the next refresh replaces what you change here.
        </p>
      ) : null}
      <div className="admin-webinar-form__grid">
        {check("isVideo", "A training video (not a live session)")}
        {select("track", "Listed on", [
          ["technical-analysis", "Technical analysis training"],
          ["software", "Software training"],
        ])}
        {input("title", "Title", { required: true, maxLength: 150 })}
        {select(
          "level",
          "Level",
          WEBINAR_LEVELS.map((v) => [v, v] as const),
        )}
        {select(
          "language",
          "Language",
          WEBINAR_LANGUAGES.map((v) => [v, v] as const),
        )}
        {select("category", "Video category", [...none, ...VIDEO_CATEGORIES.map((v) => [v, v] as const)])}
        {input("dateTime", draft.isVideo ? "Published (India time)" : "Starts (India time)", { type: "datetime-local" })}
        {input("durationMinutes", "Duration (minutes)", { type: "number", min: 1, max: 600 })}
        {input("presenter", "Presenter", { maxLength: 100 })}
        {input("videoId", "Video id (the provider's)", { maxLength: 11 })}
        {input("thumbnailUrl", "Thumbnail URL", {}, "An https address or a path on this site.")}
        {input("joinUrl", "Join link", { type: "url" }, "Shown to registrants from 30 minutes before the start.")}
        {input("seatLimit", "Seat limit", { type: "number", min: 1 }, "Empty for no limit.")}
        {input("series", "Series", {}, "e.g. basics-of-technical-analysis")}
        {check("isPaidWebinar", "Paid webinar")}
        {input("inrAmount", "Price in INR (before GST)", { type: "number", min: 0, step: 1 })}
        {input("usdAmount", "Price in USD", { type: "number", min: 0, step: 0.01 })}
        {input("discount", "Offer discount (%)", { type: "number", min: 0, max: 100 })}
        {input("discountEndDate", "Offer ends on", { type: "date" })}
        {input("couponCode", "Offer coupon code", { maxLength: 30 }, "Leave empty to apply the offer to everyone.")}
        {draft.isVideo ? null : select("status", "Status", SETTABLE_STATUSES)}
      </div>
      {area("description", "Description")}
      <HindiTwins>
        {input("titleHi", "Title in Hindi", { maxLength: 150, lang: "hi" })}
        {area("descriptionHi", "Description in Hindi", "hi")}
      </HindiTwins>
      {area("prerequisite", "Prerequisite")}
      {area("aboutPresenter", "About the presenter")}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {webinar ? "Save changes" : "Create"}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Close
        </button>
      </div>
      <p role="status">{status}</p>
    </form>
  );
}
