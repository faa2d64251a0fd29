import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { SubscriptionFlags } from "@investar/core/profile";
import { useState, type FormEvent } from "react";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { SectionHeading, differsFrom, sectionClass, useUnsavedSection } from "./unsaved-changes.tsx";
import { useSave } from "./use-save.ts";

const saveSubscriptionFlags = lazyEndpoint(() => import("@investar/contract/profile/save-subscription-flags"), "saveSubscriptionFlags");

const CHOICES: [keyof SubscriptionFlags, string][] = [
  ["newsletter", "The Investar newsletter"],
  ["productUpdates", "Product updates and new releases"],
  ["webinarInvites", "Webinar invitations"],
  ["offers", "Offers and discounts"],
  ["renewalReminders", "Reminders before my subscription or trial ends"],
];

/** What the section's post answered when the page's script had not run (ADR 0063): saved, or the API's refusal. */
export interface PostedFlags {
  form: string;
  message: string | null;
  done?: Record<string, unknown>;
}

export function SubscriptionFlagsSection({
  userId,
  initial,
  posted,
}: {
  userId: number;
  initial: SubscriptionFlags;
  posted?: PostedFlags | null;
}) {
  const mine = posted?.form === "subscription-flags" ? posted : null;
  const [saved, setSaved] = useState(initial);
  const [flags, setFlags] = useState(initial);
  const unsaved = differsFrom(flags, saved);
  useUnsavedSection("flags", unsaved);
  const { busy, run } = useSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await run(
      () => callEndpoint(saveSubscriptionFlags, { query: { userId }, body: flags }),
      "Your email preferences have been saved.",
    );
    if (answer) {
      setSaved(answer);
      setFlags(answer);
    }
  };

  return (
    <section className={sectionClass(unsaved)} aria-labelledby="flags-heading">
      <SectionHeading id="flags-heading" title="Email preferences" unsaved={unsaved} />
      {mine?.done ? (
        <p role="status" className="notice notice--info">
          Your email preferences have been saved.
        </p>
      ) : null}
      {mine?.message ? (
        <p role="alert" className="notice notice--warning">
          {mine.message}
        </p>
      ) : null}
      {/* A plain form: before (or without) the script the browser posts it to the page's action; hydrated, the API is called. */}
      <form method="post" onSubmit={submit}>
        <input type="hidden" name="form" value="subscription-flags" />
        <fieldset className="profile-checks">
          <legend>Send me</legend>
          {CHOICES.map(([key, label]) => (
            <label key={key} className="profile-check">
              <input
                type="checkbox"
                name={key}
                checked={flags[key]}
                onChange={(e) => setFlags((f) => ({ ...f, [key]: e.target.checked }))}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : "Save preferences"}
        </button>
      </form>
    </section>
  );
}
