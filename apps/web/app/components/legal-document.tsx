import type { ReactNode } from "react";
import { useI18n } from "../i18n/page-locale.ts";
import { SectionLinks } from "./section-links.tsx";

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
  /** On a translated page: the document's heading and its main points in the page's language, above the English text. */
  translated?: { heading: string; points: ReactNode[] };
}

/**
 * A numbered legal text with its contents list; the terms and the privacy policy share it so they read alike.
 * The English text is the binding one: a translated page (docs/adr/0059-hindi-with-lingui.md) puts a summary
 * in its language on top and marks the English body `lang="en"`.
 */
export function LegalDocument({ title, lastUpdated, summary, sections, translated }: LegalDocumentProps) {
  const { t, locale } = useI18n();
  const inTranslation = translated && locale !== "en";
  const body = (
    <>
      <p className="legal-meta">Last updated: {lastUpdated}</p>
      <p>{summary}</p>
      <nav className="toc" aria-labelledby="toc-heading">
        <h2 id="toc-heading">Contents</h2>
        <SectionLinks ordered sections={sections} />
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </>
  );
  return (
    <div className="page-narrow">
      <article className="prose legal">
        <span className="eyebrow">{inTranslation ? t("legal.eyebrow") : "Legal"}</span>
        <h1 id="top">{inTranslation ? translated.heading : title}</h1>
        {inTranslation ? (
          <>
            <section className="legal-translated-summary" aria-labelledby="translated-summary-heading">
              <h2 id="translated-summary-heading">{t("legal.summaryHeading")}</h2>
              <ul>
                {translated.points.map((point, index) => (
                  <li key={index}>{point}</li>
                ))}
              </ul>
              <p className="legal-translated-summary__binding">
                <strong>{t("legal.binding")}</strong>
              </p>
            </section>
            <h2 className="legal-english-heading">{t("legal.englishHeading")}</h2>
            <div lang="en" className="legal-english">
              <p className="legal-meta">{title}</p>
              {body}
            </div>
          </>
        ) : (
          body
        )}
        <p className="back-to-top">
          <a href="#top">{inTranslation ? t("legal.backToTop") : "Back to top"}</a>
        </p>
      </article>
    </div>
  );
}
