import type { MarketingMailKind } from "@investar/core";
import type { FormOutcome } from "../../lib/forms/form-action.ts";
import { useI18n } from "../../i18n/page-locale.ts";

/** The marketing kinds a newsletter belongs to (docs/business-rules.md#marketing-mail): the newsletter itself and the release notes. */
export const NEWSLETTER_KINDS = ["newsletter", "productUpdates"] as const satisfies readonly MarketingMailKind[];

/** The form's hidden `form` field (lib/forms/newsletter-choice-action.ts takes it). */
export const NEWSLETTER_FORM = "newsletters";

/**
 * A logged-in reader's newsletter boxes on /education/newsletters: a plain form posted to the page (ADR 0058), which
 * needs no script. `current` is what the account receives now; `outcome` the action's answer (saved, or refused with
 * the API's message and the boxes as sent).
 */
export function NewsletterChoiceForm({ current, outcome }: { current: Record<string, boolean>; outcome?: FormOutcome | null }) {
  const mine = outcome?.form === NEWSLETTER_FORM ? outcome : null;
  const { t } = useI18n();
  const on = (kind: string) => (mine ? mine.values[kind] === "on" : current[kind] === true);
  return (
    <form method="post" className="card" aria-labelledby="newsletter-choice-heading">
      <h3 id="newsletter-choice-heading">{t("education.news.yours")}</h3>
      <input type="hidden" name="form" value={NEWSLETTER_FORM} />
      {mine?.done ? (
        <p role="status" className="notice notice--info">
          {t(NEWSLETTER_KINDS.some((kind) => mine.values[kind] === "on") ? "education.news.saved" : "education.news.savedNone")}
        </p>
      ) : null}
      {mine?.message ? (
        <p role="alert" className="notice notice--warning">
          {mine.message}
        </p>
      ) : null}
      {NEWSLETTER_KINDS.map((kind) => (
        <div className="field" key={kind}>
          <label className="sign-up__consent">
            <input type="checkbox" name="kinds" value={kind} defaultChecked={on(kind)} /> {t(`education.news.kind.${kind}`)}
          </label>
        </div>
      ))}
      <button type="submit" className="button button--primary">
        {t("education.news.save")}
      </button>
    </form>
  );
}
