import { formatCount } from "@investar/core";
import type { SiteCounter } from "@investar/contract/pages/site-content";
import { useI18n } from "../../i18n/page-locale.ts";
import { StaffText } from "../i18n/staff-text.tsx";

/**
 * The server renders the final figures (crawlers, no-script visitors); the enhancement script counts them
 * up from 0 the first time they scroll into view, unless the visitor prefers reduced motion.
 */
export function Counters({ counters }: { counters: SiteCounter[] }) {
  const { language } = useI18n();
  return (
    <ul className="counters" role="list">
      {counters.map((counter) => (
        <li key={counter.key} className="counter" data-counter={counter.key}>
          <span className="counter__value">
            <span className="counter__number" data-count-to={counter.target}>
              {formatCount(counter.target)}
            </span>
            <span className="counter__plus">+</span>
          </span>
          <span className="counter__label">
            <StaffText text={counter.label} pageLanguage={language} />
          </span>
        </li>
      ))}
    </ul>
  );
}
