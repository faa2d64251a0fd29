/** docs/business-rules.md#pager: page size 10, a window of 10 page links. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_LINK_WINDOW = 10;
/** docs/business-rules.md#pager: a search counts this many matches at most; past it, "more than". */
export const SEARCH_COUNT_LIMIT = 1_000;

export interface PageWindow {
  page: number;
  pageCount: number;
  pages: number[];
  hasPrevious: boolean;
  hasNext: boolean;
  firstItem: number;
  lastItem: number;
}

/** Pages are 1-based. The window keeps the current page as central as the edges allow. */
export function pageWindow(
  totalItems: number,
  requestedPage: number,
  pageSize = DEFAULT_PAGE_SIZE,
  windowSize = PAGE_LINK_WINDOW,
): PageWindow {
  const pageCount = Math.max(1, Math.ceil(Math.max(0, totalItems) / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount);
  const size = Math.min(windowSize, pageCount);
  let start = page - Math.floor(windowSize / 2);
  start = Math.max(1, Math.min(start, pageCount - size + 1));
  const pages = Array.from({ length: size }, (_, i) => start + i);
  const firstItem = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  return {
    page,
    pageCount,
    pages,
    hasPrevious: page > 1,
    hasNext: page < pageCount,
    firstItem,
    lastItem: Math.min(totalItems, page * pageSize),
  };
}
