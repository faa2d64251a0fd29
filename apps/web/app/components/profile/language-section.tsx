import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { LANGUAGES, type Language } from "@investar/core/i18n/languages";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useI18n } from "../../i18n/page-locale.ts";
import { ProfileSection, SaveButton } from "./profile-section.tsx";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useUnsavedSection } from "./unsaved-changes.tsx";
import { useSave } from "./use-save.ts";

const saveLanguageProfile = lazyEndpoint(() => import("@investar/contract/profile/save-language-profile"), "saveLanguageProfile");

/** Each language named in itself, as the header's switch names it. */
const NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/**
 * My Profile's language for the customer's mails and own pages (docs/adr/0059-hindi-with-lingui.md#choosing-a-language).
 * Hydrated, it saves through the API and the page comes back in the chosen language. Before (or without) the
 * script it is a plain GET form sending `?lang=`, which the server keeps on the account as the header's switch does.
 */
export function LanguageSection({ userId, initial }: { userId: number; initial: Language }) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(initial);
  const [language, setLanguage] = useState(initial);
  const unsaved = language !== saved;
  useUnsavedSection("language", unsaved);
  const { busy, run } = useSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await run(
      () => callEndpoint(saveLanguageProfile, { query: { userId }, body: { language } }),
      (chosen) => t("account.profile.language.saved", { language: chosen.language }),
    );
    if (answer) {
      setSaved(answer.language);
      // The page speaks the account's language: reload its data to read it in the one just chosen.
      await revalidator.revalidate();
    }
  };

  return (
    <ProfileSection id="language-heading" heading={t("account.profile.language.heading")} unsaved={unsaved} data-testid="language-section">
      <p>{t("account.profile.language.lead")}</p>
      <form method="get" onSubmit={submit}>
        <fieldset className="profile-checks">
          <legend>{t("account.profile.language.legend")}</legend>
          {LANGUAGES.map((choice) => (
            <label key={choice} className="profile-check" lang={choice === "hi" ? "hi-IN" : "en-IN"}>
              <input type="radio" name="lang" value={choice} checked={language === choice} onChange={() => setLanguage(choice)} />
              {NAMES[choice]}
            </label>
          ))}
        </fieldset>
        <SaveButton busy={busy}>{t("account.profile.language.save")}</SaveButton>
      </form>
    </ProfileSection>
  );
}
