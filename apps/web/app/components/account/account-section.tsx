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

/** One of the customer's own pages: its title and what the page is for, then its sections. */
export function AccountPage({
  className,
  heading,
  lead,
  children,
}: {
  className?: string;
  heading: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `account-page ${className}` : "account-page"}>
      <header>
        <h1>{heading}</h1>
        <p>{lead}</p>
      </header>
      {children}
    </div>
  );
}
