import type { ReactNode } from "react";
import { Link } from "react-router";
import { DEFAULT_PAGE_SIZE, pageWindow } from "@investar/core";
import { ScriptButton } from "./script-button.tsx";

interface PagerProps {
  totalItems: number;
  page: number;
  pageSize?: number;
  /** Buttons that call this (page state kept in the component)… */
  onPageChange?(page: number): void;
  /** …or links to these URLs (page kept in the URL: shareable, and it works before the script has loaded). */
  hrefFor?(page: number): string;
  label?: string;
}

export function Pager({ totalItems, page, pageSize = DEFAULT_PAGE_SIZE, onPageChange, hrefFor, label = "Pages" }: PagerProps) {
  const window = pageWindow(totalItems, page, pageSize);
  if (window.pageCount <= 1) return null;

  const control = (
    target: number,
    enabled: boolean,
    content: ReactNode,
    extra: { "aria-label"?: string; "aria-current"?: "page" } = {},
  ) => {
    if (!hrefFor) {
      return (
        <ScriptButton key={`${content}`} className="pager__link" disabled={!enabled} onClick={() => onPageChange?.(target)} {...extra}>
          {content}
        </ScriptButton>
      );
    }
    // A link can't be disabled: an inert span stands in for it, still announced by its label.
    if (!enabled) {
      return (
        <span key={`${content}`} className="pager__link" aria-disabled="true" {...extra}>
          {content}
        </span>
      );
    }
    return (
      <Link key={`${content}`} className="pager__link" to={hrefFor(target)} {...extra}>
        {content}
      </Link>
    );
  };

  return (
    <nav className="pager" aria-label={label}>
      {control(1, window.hasPrevious, "«", { "aria-label": "First page" })}
      {control(window.page - 1, window.hasPrevious, "‹", { "aria-label": "Previous page" })}
      {window.pages.map((n) => control(n, true, n, n === window.page ? { "aria-current": "page" } : {}))}
      {control(window.page + 1, window.hasNext, "›", { "aria-label": "Next page" })}
      {control(window.pageCount, window.hasNext, "»", { "aria-label": "Last page" })}
    </nav>
  );
}
