import type { Precompressed } from "./precompressed.ts";

/**
 * A small shared cache for server-rendered pages that say `Cache-Control: public` (docs/architecture.md#web-app: marketing pages
 * are cacheable), answered to visitors without a session. Such pages carry no personal data; their CSP nonce
 * is stored with them, so a cached page keeps a policy that matches its inline scripts.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Precompressed;
  expiresAt: number;
}

/**
 * Kept in place of a page that is the same for every visitor of one location currency (a price list): the page
 * itself is kept under the key and the currency, as an HTTP cache keeps the variants of a `Vary` answer.
 */
interface VariesByLocationCurrency {
  variesByLocationCurrency: true;
  expiresAt: number;
}

const MAX_ENTRIES = 500;

export class PageCache {
  private readonly entries = new Map<string, CachedPage | VariesByLocationCurrency>();

  /** The page kept for this key, its visitor's currency asked only when the page depends on it. */
  async get(key: string, now: number, locationCurrency: () => Promise<string>): Promise<CachedPage | null> {
    const entry = this.fresh(key, now);
    if (!entry || !("variesByLocationCurrency" in entry)) return entry;
    return this.fresh(`${key} ${await locationCurrency()}`, now) as CachedPage | null;
  }

  private fresh(key: string, now: number): CachedPage | VariesByLocationCurrency | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  /** An admin change may be on any page (a banner, a price): all pages are rendered again. */
  clear(): void {
    this.entries.clear();
  }

  /** Keeps a page for every visitor, or with `currency` for the visitors of that location currency only. */
  set(key: string, page: CachedPage, currency?: string): void {
    if (currency === undefined) return this.keep(key, page);
    this.keep(key, { variesByLocationCurrency: true, expiresAt: page.expiresAt });
    this.keep(`${key} ${currency}`, page);
  }

  private keep(key: string, entry: CachedPage | VariesByLocationCurrency): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}

/** How long a response may be shared, from its Cache-Control; null when it is not public. */
export function sharedMaxAgeMs(cacheControl: string | null): number | null {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl) || /\b(no-store|private)\b/.test(cacheControl)) return null;
  const seconds = Number(/\bmax-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return seconds > 0 ? seconds * 1000 : null;
}
