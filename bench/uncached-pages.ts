import type { LoadOptions } from "./load.ts";
import { BENCH_ACCOUNT, logInAs } from "./servers.ts";

export interface RowSpec {
  name: string;
  url: (app: string, ref: string) => string;
  options?: LoadOptions;
  /** The reference row this one is compared with, and the least share of it the budget allows. */
  against?: { row: string; budget: number };
  /** The slowest 1% of answers at 10 connections may take at most this long. */
  p99BudgetMs?: number;
}

/** The bench account's session: its cookie for the pages, and its user id for the admin's customer page. */
export interface BenchSession {
  cookie: string;
  userId: number;
}

export async function logInForPages(appUrl: string): Promise<BenchSession> {
  const { cookie, answer } = await logInAs(appUrl, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
  return { cookie, userId: (JSON.parse(answer.Result) as { id: number }).id };
}

/** Server rendering must cost no more than 25 static pages (docs/architecture.md#benchmark, ADR 0057). */
export const UNCACHED_PAGE_BUDGET = 0.04;
const UNCACHED_PAGE_P99_MS = 50;

/**
 * The pages no `Cache-Control: public` lets the page cache share, each against the static page of the home page's
 * size. The signed-in ones are rendered for every request (`private, no-store`); a visitor's /Pricing depends on
 * their location's currency, so the server keeps it a minute per currency (http/page-cache.ts, ADR
 * 0057#pages-kept-per-currency) and the signed-in CustomizeSubscription is the price page rendered each time.
 */
export function uncachedPageRows(session: BenchSession, referencePage: string): RowSpec[] {
  const signedIn: LoadOptions = { headers: { cookie: session.cookie } };
  const budgets = { against: { row: referencePage, budget: UNCACHED_PAGE_BUDGET }, p99BudgetMs: UNCACHED_PAGE_P99_MS };
  return [
    { name: "GET /Pricing (visitor, kept a minute per currency)", url: (app) => `${app}/Pricing`, ...budgets },
    {
      name: "GET /my-investar/manage-subscription (My Subscription, signed in)",
      url: (app) => `${app}/my-investar/manage-subscription`,
      options: signedIn,
      ...budgets,
    },
    {
      name: "GET /my-investar/my-profile (My Profile, signed in)",
      url: (app) => `${app}/my-investar/my-profile`,
      options: signedIn,
      ...budgets,
    },
    {
      name: "GET /Pricing/CustomizeSubscription (signed in)",
      url: (app) => `${app}/Pricing/CustomizeSubscription?product=Standard&plan=Quarter`,
      options: signedIn,
      ...budgets,
    },
    {
      name: "GET /admin/users/:userId (an admin's customer page)",
      url: (app) => `${app}/admin/users/${session.userId}`,
      options: signedIn,
      ...budgets,
    },
  ];
}
