import type { ReactNode } from "react";
import { Link } from "react-router";

interface PageSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  /** The tinted band, alternating with plain ones down a content page. */
  alt?: boolean;
  children: ReactNode;
}

/** A content page's band: a centred heading, its introduction, then what the section shows. */
export function PageSection({ id, heading, intro, alt = false, children }: PageSectionProps) {
  return (
    <section className={alt ? "section section--alt" : "section"} aria-labelledby={id}>
      <div className="section__inner">
        <h2 id={id} className="section__heading">
          {heading}
        </h2>
        {intro === undefined ? null : <p className="section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

export interface FeatureCopyProps {
  heading: ReactNode;
  /** The heading's level: h2 where the feature is a section of its own, h3 inside a section. */
  level: 2 | 3;
  headingId?: string;
  paragraphs: readonly string[];
  bullets: readonly string[];
  to: string;
  linkLabel: ReactNode;
}

/** The words beside a feature's chart: heading, paragraphs, a check list and the link to read more. */
export function FeatureCopy({ heading, level, headingId, paragraphs, bullets, to, linkLabel }: FeatureCopyProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div>
      <Heading id={headingId}>{heading}</Heading>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <ul className="check-list">
        {bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <Link to={to} className="feature-card__link">
        {linkLabel}
      </Link>
    </div>
  );
}
