/**
 * An invoice list's "Newest" and "Older" links (ADR 0063): this page's address with another keyset position in
 * `param`, the rest of its query kept, landing on the list.
 */
export function invoicePageLinks(url: URL, page: { older: string | null; newest: boolean }, param: string) {
  const withPosition = (position: string | null) => {
    const params = new URLSearchParams(url.searchParams);
    if (position === null) params.delete(param);
    else params.set(param, position);
    const query = params.toString();
    return `${url.pathname}${query ? `?${query}` : ""}#invoices-heading`;
  };
  return { newestHref: page.newest ? null : withPosition(null), olderHref: page.older === null ? null : withPosition(page.older) };
}
