import { formatCount } from "@investar/core";
import type { SiteCounter } from "@investar/contract/pages/site-content";

/**
 * The server renders the final figures (crawlers, no-script visitors); the enhancement script counts them
 * up from 0 the first time they scroll into view, unless the visitor prefers reduced motion.
 */
export function Counters({ counters }: { counters: SiteCounter[] }) {
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
          <span className="counter__label">{counter.label}</span>
        </li>
      ))}
    </ul>
  );
}
