import { DEFAULT_PAGE_SIZE, pageWindow } from "@investar/core";

interface PagerProps {
  totalItems: number;
  page: number;
  pageSize?: number;
  onPageChange(page: number): void;
  label?: string;
}

export function Pager({ totalItems, page, pageSize = DEFAULT_PAGE_SIZE, onPageChange, label = "Pages" }: PagerProps) {
  const window = pageWindow(totalItems, page, pageSize);
  if (window.pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="pager__link" disabled={!window.hasPrevious} onClick={() => onPageChange(1)} aria-label="First page">
        «
      </button>
      <button type="button" className="pager__link" disabled={!window.hasPrevious} onClick={() => onPageChange(window.page - 1)} aria-label="Previous page">
        ‹
      </button>
      {window.pages.map((n) => (
        <button
          key={n}
          type="button"
          className="pager__link"
          aria-current={n === window.page ? "page" : undefined}
          onClick={() => onPageChange(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="pager__link" disabled={!window.hasNext} onClick={() => onPageChange(window.page + 1)} aria-label="Next page">
        ›
      </button>
      <button type="button" className="pager__link" disabled={!window.hasNext} onClick={() => onPageChange(window.pageCount)} aria-label="Last page">
        »
      </button>
    </nav>
  );
}
