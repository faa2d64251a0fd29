import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { SubscriptionFlags } from "@investar/core/profile";
import { useState, type FormEvent } from "react";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { ProfileSection, SaveButton } from "./profile-section.tsx";
import { differsFrom, useUnsavedSection } from "./unsaved-changes.tsx";
import { useSave } from "./use-save.ts";

const saveSubscriptionFlags = lazyEndpoint(() => import("@investar/contract/profile/save-subscription-flags"), "saveSubscriptionFlags");

/** The mailings, each named by `account.profile.flags.<key>`. */
const CHOICES: (keyof SubscriptionFlags)[] = ["newsletter", "productUpdates", "webinarInvites", "offers", "renewalReminders"];

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
  const { t } = useI18n();
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
      t("account.profile.flags.saved"),
    );
    if (answer) {
      setSaved(answer);
      setFlags(answer);
    }
  };

  return (
    <ProfileSection id="flags-heading" heading={t("account.profile.flags.heading")} unsaved={unsaved}>
      {mine?.done ? (
        <p role="status" className="notice notice--info">
          {t("account.profile.flags.saved")}
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
          <legend>{t("account.profile.flags.legend")}</legend>
          {CHOICES.map((key) => (
            <label key={key} className="profile-check">
              <input
                type="checkbox"
                name={key}
                checked={flags[key]}
                onChange={(e) => setFlags((f) => ({ ...f, [key]: e.target.checked }))}
              />
              {t(`account.profile.flags.${key}`)}
            </label>
          ))}
        </fieldset>
        <SaveButton busy={busy}>{t("account.profile.flags.save")}</SaveButton>
      </form>
    </ProfileSection>
  );
}
