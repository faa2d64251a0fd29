import type { ReactNode } from "react";
import { Link } from "react-router";
import { Band } from "./band.tsx";
import { PointList } from "./point-list.tsx";

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
    <Band alt={alt} labelledBy={id}>
      <h2 id={id} className="section__heading">
        {heading}
      </h2>
      {intro === undefined ? null : <p className="section__intro">{intro}</p>}
      {children}
    </Band>
  );
}

/** A feature row's layout: the words beside the chart, the chart on the other side every second row. */
export function featureRowLayout(index: number) {
  return index % 2 === 1 ? "grid grid--2 feature-row feature-row--flip" : "grid grid--2 feature-row";
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
      <PointList items={bullets} />
      <Link to={to} className="feature-card__link">
        {linkLabel}
      </Link>
    </div>
  );
}
