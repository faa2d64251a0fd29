import type { ReactNode } from "react";

export interface Step {
  title: string;
  text: string;
}

/** Numbered steps of a how-to (install, partner onboarding); the numbers come from the list's own counter style. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="step-list">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Numbered steps, each a bold title and its sentence on one line. */
export function TitledSteps({ steps }: { steps: ReadonlyArray<readonly [title: string, text: ReactNode]> }) {
  return (
    <ol className="steps">
      {steps.map(([title, text]) => (
        <li key={title}>
          <strong>{title}</strong> {text}
        </li>
      ))}
    </ol>
  );
}
