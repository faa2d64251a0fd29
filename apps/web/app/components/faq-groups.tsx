import type { ReactNode } from "react";

export interface Faq {
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  heading: string;
  faqs: Faq[];
}

/** Topic links and the questions as native <details>: they open and close without any script. */
/** `topicsLabel` names the topic links for screen readers (each FAQ page has its own). */
export function FaqGroups({ groups, topicsLabel }: { groups: readonly FaqGroup[]; topicsLabel: string }) {
  return (
    <>
      <nav aria-label={topicsLabel}>
        <ul className="faq-toc">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} id={group.id} className="faq-group" aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`}>{group.heading}</h2>
          <div className="faq-list">
            {group.faqs.map((faq) => (
              <details key={faq.question}>
                <summary>{faq.question}</summary>
                <div>{faq.answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
