import type { CSSProperties, ReactNode } from "react";

interface BandProps {
  /** The id of the heading that names the band for screen readers. */
  labelledBy?: string;
  /** The band's name for screen readers where it has no heading. */
  label?: string;
  /** An anchor other pages link to (`/investar/all-products#data-add-ons`). */
  id?: string;
  /** The tinted band, alternating with plain ones down a content page. */
  alt?: boolean;
  /** How the band's column lays out what it holds: "prose", "split", "grid grid--2", "cta-band"… */
  layout?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** A content page's full-width band and its centred column, the frame every section of the marketing pages sits in. */
export function Band({ labelledBy, label, id, alt = false, layout, style, children }: BandProps) {
  return (
    <section id={id} className={alt ? "section section--alt" : "section"} aria-labelledby={labelledBy} aria-label={label}>
      <div className={layout ? `section__inner ${layout}` : "section__inner"} style={style}>
        {children}
      </div>
    </section>
  );
}

interface SectionHeaderProps {
  id: string;
  heading: ReactNode;
  eyebrow?: ReactNode;
  /** The paragraph under the heading. */
  text?: ReactNode;
}

/** A band's heading block above its cards or table: the eyebrow, the heading and a paragraph. */
export function SectionHeader({ id, heading, eyebrow, text }: SectionHeaderProps) {
  return (
    <div className="section__header">
      {eyebrow === undefined ? null : <span className="eyebrow">{eyebrow}</span>}
      <h2 id={id}>{heading}</h2>
      {text === undefined ? null : <p>{text}</p>}
    </div>
  );
}

interface SplitBandProps {
  /** The heading's id, which names the band. */
  id: string;
  /** An anchor other pages link to. */
  anchor?: string;
  heading: ReactNode;
  alt?: boolean;
  /** "split" (the default), or a grid of two columns ("grid grid--2", "grid grid--2 feature-row"). */
  layout?: string;
  /** The other column: a card, a chart, a form. */
  aside: ReactNode;
  /** The words under the heading. */
  children: ReactNode;
}

/** A band of two columns: the heading and its words in the first, `aside` in the second. */
export function SplitBand({ id, anchor, heading, alt, layout = "split", aside, children }: SplitBandProps) {
  return (
    <Band id={anchor} alt={alt} labelledBy={id} layout={layout}>
      <div>
        <h2 id={id}>{heading}</h2>
        {children}
      </div>
      {aside}
    </Band>
  );
}
