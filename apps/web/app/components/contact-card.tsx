import type { ReactNode } from "react";

interface ContactCardProps {
  /** The shapes of the card's 24-pixel line icon, drawn in the text colour. */
  icon: ReactNode;
  heading: string;
  /** The number or address, as a link that reaches it. */
  value: ReactNode;
  hours: ReactNode;
  /** What this way of reaching us is best for. */
  best: string;
}

/** One way to reach support: its icon, name, number or address, hours and what it suits. */
export function ContactCard({ icon, heading, value, hours, best }: ContactCardProps) {
  return (
    <article className="card contact-card">
      <div className="contact-card__icon" aria-hidden="true">
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          {icon}
        </svg>
      </div>
      <h3>{heading}</h3>
      {value}
      <p className="contact-card__hours">{hours}</p>
      <p>{best}</p>
    </article>
  );
}
