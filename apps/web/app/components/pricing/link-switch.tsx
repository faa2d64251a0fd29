import type { MouseEvent } from "react";
import { Link } from "react-router";
import type { Choice } from "./choice-group.tsx";

interface LinkSwitchProps<T extends string> {
  legend: string;
  choices: readonly (Choice<T> & { href: string })[];
  value: T;
  /** Given: a plain click changes the page at once and the page updates the URL itself. Not given: a router navigation (the loader decides). */
  onSelect?: (value: T) => void;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A switch made of links to the same page with another query: it works before the page's script
 * has loaded (the server renders the other choice) and, once it has, switches without a reload.
 */
export function LinkSwitch<T extends string>({ legend, choices, value, onSelect }: LinkSwitchProps<T>) {
  const legendId = `switch-${legend.replace(/[^\p{L}\p{M}\p{N}]+/gu, "-").toLowerCase()}`;
  return (
    <div className="choice-group choice-group--pills" role="group" aria-labelledby={legendId}>
      <p id={legendId} className="choice-group__legend">
        {legend}
      </p>
      <ul className="choice-group__options link-switch" role="list">
        {choices.map((choice) => {
          const current = choice.value === value;
          const content = (
            <span className="choice__text">
              <span className="choice__label">{choice.label}</span>
              {choice.hint ? <span className="choice__hint">{choice.hint}</span> : null}
            </span>
          );
          return (
            <li key={choice.value}>
              {onSelect ? (
                <a
                  href={choice.href}
                  className="choice link-switch__option"
                  aria-current={current ? "true" : undefined}
                  onClick={(event) => {
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    onSelect(choice.value);
                  }}
                >
                  {content}
                </a>
              ) : (
                <Link
                  to={choice.href}
                  replace
                  preventScrollReset
                  className="choice link-switch__option"
                  aria-current={current ? "true" : undefined}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
