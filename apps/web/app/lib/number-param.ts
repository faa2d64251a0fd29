/** A positive whole number from the URL's query (`?page=2`, `?edit=14`); null when absent or anything else. */
export function numberParam(url: URL, name: string): number | null {
  const value = Number(url.searchParams.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
