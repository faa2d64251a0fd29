import { expect, test, type Page } from "@playwright/test";

/**
 * The link crawl reads every public page as a visitor. The journeys that change what visitors see run after it
 * (site-wide, e2e/playwright.config.ts), so it runs beside the journeys that work on their own users, not alone at
 * the end (docs/adr/0067-cheaper-process-starts.md#the-crawl-beside).
 */

/** Tabs the crawl reads pages in at once: each page mostly waits for the server. */
const CRAWL_TABS = 3;

test("every internal link reachable from the home page answers 200 without console errors", async ({ page }) => {
  // Every page in both languages, each loaded and hydrated: minutes on a busy machine.
  test.setTimeout(480_000);
  const errors: string[] = [];
  const tabs = [page, ...(await Promise.all(Array.from({ length: CRAWL_TABS - 1 }, () => page.context().newPage())))];
  for (const tab of tabs) {
    tab.on("console", (message) => {
      if (message.type() === "error") errors.push(`${tab.url()}: ${message.text()}`);
    });
    tab.on("pageerror", (error) => errors.push(`${tab.url()}: ${error.message}`));
  }

  const seen = new Set<string>(["/"]);
  const failures: string[] = [];
  /**
   * Pages already loaded and run in a tab, by address without its returnUrl: the same page with another returnUrl
   * (a login or sign-up link on each page names the page) is fetched, not run again.
   */
  const loaded = new Set<string>();
  const withoutReturnUrl = (path: string) => {
    const url = new URL(path, "http://site");
    url.searchParams.delete("returnUrl");
    return url.pathname + url.search;
  };
  const sameSite = (hrefs: string[], origin: string) =>
    hrefs.map((href) => new URL(href)).filter((url) => url.origin === origin && !url.pathname.startsWith("/api/"));
  /** Opens one path in a tab and returns the same-site paths its links name. */
  const visit = async (tab: Page, path: string) => {
    const address = withoutReturnUrl(path);
    if (loaded.has(address)) return fetchVariant(tab, path);
    loaded.add(address);
    const response = await tab.goto(path);
    const status = response?.status() ?? 0;
    if (status !== 200) failures.push(`${path} → ${status}`);
    const hrefs = await tab.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    return sameSite(hrefs, new URL(tab.url()).origin);
  };
  /** A page already run in a tab, with another returnUrl: its answer and its server-rendered links, read over HTTP. */
  const fetchVariant = async (tab: Page, path: string) => {
    const response = await tab.request.get(path);
    if (response.status() !== 200) failures.push(`${path} → ${response.status()}`);
    const html = await response.text();
    const base = response.url();
    const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&"), base).href);
    return sameSite(hrefs, new URL(base).origin);
  };
  // Breadth first, one level at a time, its pages shared among the tabs.
  let level = ["/"];
  while (level.length > 0) {
    const next: string[] = [];
    let taken = 0;
    await Promise.all(
      tabs.map(async (tab) => {
        while (taken < level.length) {
          const path = level[taken++]!;
          for (const url of await visit(tab, path)) {
            const key = url.pathname + url.search;
            if (!seen.has(key)) {
              seen.add(key);
              next.push(key);
            }
          }
        }
      }),
    );
    level = next;
  }
  // Guarded links (account area) bounce to login, which itself answers 200.
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
  expect(seen.size).toBeGreaterThan(40);
});
