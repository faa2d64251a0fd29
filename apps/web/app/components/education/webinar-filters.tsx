import { WEBINAR_LANGUAGES, WEBINAR_LEVELS } from "@investar/core";

/** Level and language filters: a GET form that works without script; the script filters in place. */
export function WebinarFilters({ level, language, shown }: { level: string; language: string; shown: number }) {
  return (
    <form className="webinar-filters" method="get" data-webinar-filters="" aria-label="Filter the upcoming webinars">
      <div className="field">
        <label htmlFor="filter-level">Level</label>
        <select id="filter-level" name="level" defaultValue={level}>
          <option value="">All levels</option>
          {WEBINAR_LEVELS.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-language">Language</label>
        <select id="filter-language" name="language" defaultValue={language}>
          <option value="">All languages</option>
          {WEBINAR_LANGUAGES.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--ghost" data-filter-submit="">
        Apply
      </button>
      <p className="webinar-filters__count" aria-live="polite" data-filter-count="">
        {`${shown} upcoming ${shown === 1 ? "webinar" : "webinars"}`}
      </p>
    </form>
  );
}
