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
 * Pages rendered afresh for every request, each against the static page of the home page's size. The
 * signed-in ones are never kept (`private, no-store`); /Pricing depends on the visitor's currency and says
 * no `Cache-Control: public`, so the page cache never holds it either (http/page-cache.ts).
 */
export function uncachedPageRows(session: BenchSession, referencePage: string): RowSpec[] {
  const signedIn: LoadOptions = { headers: { cookie: session.cookie } };
  const budgets = { against: { row: referencePage, budget: UNCACHED_PAGE_BUDGET }, p99BudgetMs: UNCACHED_PAGE_P99_MS };
  return [
    { name: "GET /Pricing (visitor, uncached page)", url: (app) => `${app}/Pricing`, ...budgets },
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
