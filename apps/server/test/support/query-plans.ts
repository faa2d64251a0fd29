/**
 * The plans of the hot staff reads (ADR 0055, docs/architecture.md#scale-benchmark): the SQL a service sends,
 * recorded at the database client, and the tables each statement's plan reads with a Seq Scan. The EXPLAIN
 * guard (query-plans.test.ts) runs them with sequential scans penalised on the test database; the scale
 * benchmark runs the same reads on the real data set and reports the big tables its plans scan.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@investar/db";
import type { AppDeps } from "../../src/deps.ts";
import { getUserOverview, searchUsers } from "../../src/features/admin-users/index.ts";
import { listAudit } from "../../src/features/audit/index.ts";
import { listCustomerNotes } from "../../src/features/customer-notes/services/list-customer-notes.ts";
import { getCustomerTimeline } from "../../src/features/customer-timeline/services/get-customer-timeline.ts";
import { getAdminDashboard } from "../../src/features/dashboard/index.ts";
import { listTaxDocuments, listTaxDocumentsPage } from "../../src/features/invoices/index.ts";
import { getSubscriptionDetails } from "../../src/features/subscriptions/index.ts";
import { getMyWalletPage, getWalletPage } from "../../src/features/wallet/index.ts";
import { listMyWebinars } from "../../src/features/webinars/index.ts";

/** The tables that grow with the customers: a Seq Scan on one of these is a read that grows with the business. */
export const LARGE_TABLES = [
  "users",
  "orders",
  "invoices",
  "credit_notes",
  "audit_log",
  "client_logs",
  "conversion_logs",
  "login_attempts",
  "mail_outbox",
  "subscription_history",
  "webinar_registrations",
  "wallet_ledger",
  "referrals",
  "user_subscriptions",
  "sessions",
  "manual_payments",
] as const;

export interface Statement {
  text: string;
  params: unknown[];
}

export interface HotRead {
  name: string;
  audience: "staff" | "customer";
  run(deps: AppDeps): Promise<unknown>;
}

/** The reads the scale benchmark times, as service calls about one customer (the staff rows, then the customer's own pages). */
export function hotReads(customer: { id: number; email: string; name: string; mobile: string }): HotRead[] {
  const firstName = customer.name.split(" ")[0] ?? customer.name;
  // A keyset position a year back (ADR 0063): as deep in the lists as the data goes, at the cost of the first page.
  const yearBack = { at: new Date(Date.now() - 365 * 86_400_000).toISOString(), id: 2_147_483_647, kind: "" };
  return [
    { name: "staff search by email prefix", audience: "staff", run: (deps) => searchUsers(deps, customer.email.slice(0, 9), 1) },
    { name: "staff search by name", audience: "staff", run: (deps) => searchUsers(deps, customer.name, 1) },
    { name: "staff search by first name", audience: "staff", run: (deps) => searchUsers(deps, firstName, 1) },
    { name: "staff search by mobile", audience: "staff", run: (deps) => searchUsers(deps, customer.mobile, 1) },
    {
      name: "staff: a customer's page",
      audience: "staff",
      run: (deps) => getUserOverview(deps, customer.id, { wallet: 1, orders: 1, audit: 1 }),
    },
    {
      name: "staff: a customer's timeline",
      audience: "staff",
      run: (deps) => getCustomerTimeline(deps, customer.id, { before: null, kinds: [] }),
    },
    { name: "staff: a customer's notes", audience: "staff", run: (deps) => listCustomerNotes(deps, customer.id, customer.id) },
    { name: "staff: audit log, page 100", audience: "staff", run: (deps) => listAudit(deps, {}, { page: 100 }) },
    { name: "staff: audit log, a year back (older=)", audience: "staff", run: (deps) => listAudit(deps, {}, { older: yearBack }) },
    {
      name: "staff: audit log, newer than a year back (newer=)",
      audience: "staff",
      run: (deps) => listAudit(deps, {}, { newer: yearBack }),
    },
    {
      name: "staff: audit log filtered by action, a year back (older=)",
      audience: "staff",
      run: (deps) => listAudit(deps, { action: "wallet-adjusted" }, { older: yearBack }),
    },
    { name: "staff: audit log filtered by action", audience: "staff", run: (deps) => listAudit(deps, { action: "wallet-adjusted" }, 50) },
    { name: "staff: dashboard", audience: "staff", run: (deps) => getAdminDashboard(deps) },
    { name: "customer: My Subscription", audience: "customer", run: (deps) => getSubscriptionDetails(deps, customer.id) },
    { name: "customer: My Wallet", audience: "customer", run: (deps) => getMyWalletPage(deps, customer.id, null) },
    {
      name: "customer: My Wallet, older movements (older=)",
      audience: "customer",
      run: (deps) => getMyWalletPage(deps, customer.id, `${yearBack.at}_${yearBack.id}`),
    },
    { name: "staff: a customer's wallet page 1", audience: "staff", run: (deps) => getWalletPage(deps, customer.id, 1) },
    { name: "customer: My Webinars", audience: "customer", run: (deps) => listMyWebinars(deps, customer.id, "INR") },
    { name: "customer: invoices list", audience: "customer", run: (deps) => listTaxDocuments(deps, customer.id) },
    { name: "customer: invoices, first page", audience: "customer", run: (deps) => listTaxDocumentsPage(deps, customer.id, null) },
    {
      name: "customer: invoices, older page (older=)",
      audience: "customer",
      run: (deps) => listTaxDocumentsPage(deps, customer.id, `${yearBack.at}_c${yearBack.id}`),
    },
  ];
}

interface QueryingClient {
  query(...args: unknown[]): Promise<unknown>;
}

/**
 * The statements `work` sends through `db` (PGlite's client or node-postgres' pool: drizzle exposes either as
 * $client), in order. Other work on the same database at the same time would be recorded too: run it alone.
 */
export async function recordStatements(db: Database, work: () => Promise<unknown>): Promise<Statement[]> {
  const client = (db as unknown as { $client: QueryingClient }).$client;
  const original = client.query;
  const seen: Statement[] = [];
  client.query = function (this: QueryingClient, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === "string") seen.push({ text: first, params: Array.isArray(second) ? second : [] });
    else if (first && typeof first === "object" && "text" in first) {
      const config = first as { text: string; values?: unknown[] };
      seen.push({ text: config.text, params: Array.isArray(second) ? second : (config.values ?? []) });
    }
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return seen;
}

/** Reads only: plans of writes are not this guard's business, and EXPLAIN of a read changes nothing. */
export const isRead = (statement: Statement) => /^\s*(select|with)\b/iu.test(statement.text);

/** The statement as drizzle SQL, its $n placeholders bound again to the recorded values. */
export function bound(statement: Statement): SQL {
  const parts = statement.text.split(/\$(\d+)/u);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${statement.params[Number(part) - 1]}`));
  return sql.join(chunks);
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  "Plan Rows"?: number;
  Plans?: PlanNode[];
}

/**
 * The plan of a read (EXPLAIN's JSON). `penaliseSeqScans`: with enable_seqscan off the planner takes a Seq Scan
 * only when no index can serve the read, whatever the table's size — what the guard asserts on a small test database.
 */
export async function planOf(db: Database, statement: Statement, penaliseSeqScans: boolean): Promise<PlanNode> {
  return db.transaction(async (tx) => {
    if (penaliseSeqScans) await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain (format json) ${bound(statement)}`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    const cell = result.rows[0]!["QUERY PLAN"];
    const parsed = (typeof cell === "string" ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
    return parsed[0]!.Plan;
  });
}

export interface FullScan {
  table: string;
  how: string;
  /** The planner's estimate of the rows it returns. */
  rows: number;
}

/** Every index the plan reads, in plan order. */
export const indexesRead = (plan: PlanNode): string[] => [
  ...(plan["Index Name"] ? [plan["Index Name"]] : []),
  ...(plan.Plans ?? []).flatMap(indexesRead),
];

/**
 * The tables a plan reads whole: a Seq Scan, or an index walked end to end (no Index Cond) — which is what
 * the planner does with sequential scans penalised and no index to search. An index walked in order under a
 * Limit stops after the page it needs, and is not counted.
 */
export function fullScans(plan: PlanNode, underLimit = false): FullScan[] {
  const here: FullScan[] = [];
  const table = plan["Relation Name"];
  const type = plan["Node Type"];
  if (table && type === "Seq Scan") here.push({ table, how: type, rows: plan["Plan Rows"] ?? 0 });
  if (table && !underLimit && /^(Bitmap )?Index (Only )?Scan$/u.test(type) && !plan["Index Cond"])
    here.push({ table, how: `${type} without a condition`, rows: plan["Plan Rows"] ?? 0 });
  const limited = underLimit || type === "Limit";
  return [...here, ...(plan.Plans ?? []).flatMap((child) => fullScans(child, limited))];
}
