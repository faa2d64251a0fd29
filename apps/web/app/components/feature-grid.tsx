import { Link } from "react-router";

export interface FeatureLink {
  title: string;
  to: string;
  text: string;
}

interface FeatureGridProps {
  items: readonly FeatureLink[];
  columns: 3 | 4;
  /** Shows each card's position, for lists that rank (the feature catalogue's highlights). */
  numbered?: boolean;
}

/** Cards that each link to a page about one feature, tour or topic. */
export function FeatureGrid({ items, columns, numbered = false }: FeatureGridProps) {
  return (
    <ul className={`grid grid--${columns} tour-cards`}>
      {items.map((item, index) => (
        <li key={item.to} className={numbered ? "card tour-card feature-card" : "card tour-card"}>
          <h3>
            {numbered && (
              <span className="feature-card__number" aria-hidden="true">
                {index + 1}
              </span>
            )}
            <Link to={item.to}>{item.title}</Link>
          </h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
