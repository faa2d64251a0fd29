import { WEBINAR_LANGUAGES, WEBINAR_LEVELS } from "@investar/core";

function FilterSelect({
  name,
  label,
  all,
  values,
  value,
}: {
  name: string;
  label: string;
  all: string;
  values: readonly string[];
  value: string;
}) {
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value}>
        <option value="">{all}</option>
        {values.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}

/** Level and language filters: a GET form that works without script; the script filters in place. */
export function WebinarFilters({ level, language, shown }: { level: string; language: string; shown: number }) {
  return (
    <form className="webinar-filters" method="get" data-webinar-filters="" aria-label="Filter the upcoming webinars">
      <FilterSelect name="level" label="Level" all="All levels" values={WEBINAR_LEVELS} value={level} />
      <FilterSelect name="language" label="Language" all="All languages" values={WEBINAR_LANGUAGES} value={language} />
      <button type="submit" className="button button--ghost" data-filter-submit="">
        Apply
      </button>
      <p className="webinar-filters__count" aria-live="polite" data-filter-count="">
        {`${shown} upcoming ${shown === 1 ? "webinar" : "webinars"}`}
      </p>
    </form>
  );
}
