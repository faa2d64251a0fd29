import type { ReactNode } from "react";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  /** The plain-words summary above the contents. */
  summary: ReactNode;
  sections: readonly LegalSection[];
}

/** A numbered legal text with its contents list; the terms and the privacy policy share it so they read alike. */
export function LegalDocument({ title, lastUpdated, summary, sections }: LegalDocumentProps) {
  return (
    <div className="page-narrow">
      <article className="prose legal">
        <span className="eyebrow">Legal</span>
        <h1 id="top">{title}</h1>
        <p className="legal-meta">Last updated: {lastUpdated}</p>
        <p>{summary}</p>
        <nav className="toc" aria-labelledby="toc-heading">
          <h2 id="toc-heading">Contents</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
        <p className="back-to-top">
          <a href="#top">Back to top</a>
        </p>
      </article>
    </div>
  );
}
