import type { ReactNode } from "react";
import { SectionLinks } from "./section-links.tsx";

export interface Faq {
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  heading: string;
  faqs: Faq[];
}

/** Topic links and each topic's questions. */
/** `topicsLabel` names the topic links for screen readers (each FAQ page has its own). */
export function FaqGroups({ groups, topicsLabel }: { groups: readonly FaqGroup[]; topicsLabel: string }) {
  return (
    <>
      <nav aria-label={topicsLabel}>
        <SectionLinks className="faq-toc" sections={groups.map((group) => ({ id: group.id, title: group.heading }))} />
      </nav>
      {groups.map((group) => (
        <section key={group.id} id={group.id} className="faq-group" aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`}>{group.heading}</h2>
          <FaqList faqs={group.faqs} />
        </section>
      ))}
    </>
  );
}

/** Questions as native <details>: they open and close without any script. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="faq-list">
      {faqs.map(({ question, answer }) => (
        <details key={question}>
          <summary>{question}</summary>
          <div>{answer}</div>
        </details>
      ))}
    </div>
  );
}
