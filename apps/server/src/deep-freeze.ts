/**
 * For values shared between requests (the catalogue, a known request body): one request writing into
 * such a value would change every later answer, and freezing turns that bug into an error.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
