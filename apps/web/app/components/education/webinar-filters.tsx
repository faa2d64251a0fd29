import { WEBINAR_LANGUAGES, WEBINAR_LEVELS } from "@investar/core";
import { useI18n } from "../../i18n/page-locale.ts";

function FilterSelect({
  name,
  label,
  all,
  values,
  value,
  optionLabel,
}: {
  name: string;
  label: string;
  all: string;
  values: readonly string[];
  value: string;
  /** An option's words on the page; its value stays the English one the address and the cards' data- use. */
  optionLabel: (value: string) => string;
}) {
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value}>
        <option value="">{all}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Level and language filters: a GET form that works without script; the script filters in place. */
export function WebinarFilters({ level, language, shown }: { level: string; language: string; shown: number }) {
  const { t } = useI18n();
  return (
    <form className="webinar-filters" method="get" data-webinar-filters="" aria-label={t("education.filter.label")}>
      <FilterSelect
        name="level"
        label={t("education.filter.level")}
        all={t("education.filter.allLevels")}
        values={WEBINAR_LEVELS}
        value={level}
        optionLabel={(option) => t("education.card.level", { level: option })}
      />
      <FilterSelect
        name="language"
        label={t("education.filter.language")}
        all={t("education.filter.allLanguages")}
        values={WEBINAR_LANGUAGES}
        value={language}
        optionLabel={(option) => t("education.card.language", { language: option })}
      />
      <button type="submit" className="button button--ghost" data-filter-submit="">
        {t("education.filter.apply")}
      </button>
      {/* The script says the count again as the filters change: in the same words, one per count (data-one, data-other). */}
      <p
        className="webinar-filters__count"
        aria-live="polite"
        data-filter-count=""
        data-one={t("education.filter.count", { count: 1 }).replace("1", "{count}")}
        data-other={t("education.filter.count", { count: 2 }).replace("2", "{count}")}
      >
        {t("education.filter.count", { count: shown })}
      </p>
    </form>
  );
}
