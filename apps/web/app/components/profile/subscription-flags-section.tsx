import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { SubscriptionFlags } from "@investar/core/profile";
import { useState, type FormEvent } from "react";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { SubmitButton } from "../form-field.tsx";
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

export function SubscriptionFlagsSection({ userId, initial }: { userId: number; initial: SubscriptionFlags }) {
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
      <form onSubmit={submit}>
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
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save preferences
        </SubmitButton>
      </form>
    </section>
  );
}
