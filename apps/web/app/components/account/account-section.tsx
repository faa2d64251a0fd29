import type { ReactNode } from "react";

interface AccountSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  heading: ReactNode;
  /** "card" where the section stands out as a panel. */
  className?: string;
  children: ReactNode;
}

/** A part of one of the customer's own pages: its heading, then what it shows. */
export function AccountSection({ id, heading, className, children }: AccountSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** The top of one of the customer's own pages: its title and what the page is for. */
export function AccountPageHeader({ heading, lead }: { heading: string; lead: string }) {
  return (
    <header>
      <h1>{heading}</h1>
      <p>{lead}</p>
    </header>
  );
}
