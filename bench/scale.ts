/**
 * `npm run bench -- --scale [--users N]` (docs/architecture.md#scale-benchmark): the built server on the scale
 * data set (`npm run cli -- seed-scale`, made first when the database holds none), measured as staff and as a
 * customer with a long history, against the budgets of a business at its size. Appends its table to
 * bench/RESULTS.md and exits non-zero when a budget is over.
 */
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, readFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { and, desc, eq, like, sql } from "drizzle-orm";
import { openDatabase, schema, type DatabaseTarget } from "@investar/db";
import { seedAdminAccount, type AdminDatabase } from "../e2e/support/admin-account.ts";
import { ensureWebBuild } from "../scripts/web-build.ts";
import { load, type LoadOptions } from "./load.ts";
import { BIG_TABLE_ROWS, checkHotPlans } from "./query-plans.ts";
import { BENCH_ACCOUNT, logIn, logInAs, waitFor } from "./servers.ts";

const root = new URL("..", import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = 3595;
/** docs/architecture.md#scale-data: every scale account's password. */
const SCALE_PASSWORD = "ScaleTrader2026";

const usersArg = process.argv.indexOf("--users");
const USERS = usersArg > 0 ? Number(process.argv[usersArg + 1]) : 250_000;
const onlyArg = process.argv.indexOf("--only");
/** `--only <text>`: only the rows, exports and job passes whose name contains it, to measure one change quickly. */
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;
const chosen = (name: string) => ONLY === undefined || name.includes(ONLY);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.BENCH_SCALE_DATA_DIR ?? join(tmpdir(), `investar-scale-${USERS}`);
const target: AdminDatabase = databaseUrl ? { databaseUrl } : { dataDir };
const databaseEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
const databaseConfig: DatabaseTarget = databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir };

interface Subjects {
  /** The paying customer with the most invoices, and what staff would type to find them. */
  customer: { id: number; email: string; name: string; mobile: string };
}

/** Who the rows look at, read before the server starts (the embedded database takes one process at a time). */
async function findSubjects(): Promise<Subjects | null> {
  const database = await openDatabase(databaseConfig);
  try {
    await database.migrate();
    const u = schema.users;
    const [customer] = await database.db
      .select({ id: u.id, email: u.email, name: u.fullName, mobile: u.mobileNo })
      .from(u)
      .innerJoin(schema.invoices, eq(schema.invoices.userId, u.id))
      .where(and(like(u.email, "trader%"), sql`${u.passwordHash} is not null`))
      .groupBy(u.id)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    return customer ? { customer } : null;
  } finally {
    await database.close();
  }
}

function cli(args: string[]): void {
  const run = spawnSync(process.execPath, [join(root, "apps/server/src/cli.ts"), ...args], {
    env: { ...process.env, ...databaseEnv },
    stdio: "inherit",
  });
  if (run.status !== 0) throw new Error(`npm run cli -- ${args.join(" ")} failed`);
}

type Audience = "staff" | "customer";
interface ScaleRow {
  name: string;
  audience: Audience;
  path: string;
  options?: LoadOptions;
}

const P99_BUDGET_MS: Record<Audience, number> = { staff: 100, customer: 50 };
/** Exports stream: the server's resident memory may grow by this much while one runs. */
const EXPORT_RSS_BUDGET_MB = 50;
/** A periodic job's pass over the whole business. */
const JOB_PASS_BUDGET_S = 10;

/**
 * The periodic passes over the whole business, each timed as one run as of now: the renewal reminders, the
 * auto-renew pass (notices and debits) and the retention pass. Run before the server starts, in an app of their
 * own (the embedded database takes one process at a time). The first run on a new data set catches up on
 * five years (the never-activated sign-ups go), so it is the heavier one.
 */
interface TimedJob {
  name: string;
  /** The longest single pass. */
  seconds: number;
  /** A bounded pass (docs/adr/0056-retention-and-periodic-passes-at-scale.md#bounded-passes) runs again until it says it is complete: how many, in how long. */
  catchUp?: { passes: number; seconds: number };
}

/** Runs a pass until it says it left no work (a pass without a `complete` flag is one pass), timing each. */
async function timePasses(pass: () => Promise<unknown>): Promise<Omit<TimedJob, "name">> {
  let longest = 0;
  let total = 0;
  let passes = 0;
  for (let complete = false; !complete;) {
    const started = performance.now();
    const report = await pass();
    const seconds = (performance.now() - started) / 1000;
    longest = Math.max(longest, seconds);
    total += seconds;
    passes += 1;
    complete = (report as { complete?: boolean } | undefined)?.complete !== false;
  }
  return { seconds: longest, ...(passes > 1 ? { catchUp: { passes, seconds: total } } : {}) };
}

async function timeJobPasses(): Promise<TimedJob[]> {
  Object.assign(process.env, databaseEnv, { LOG_LEVEL: "warn" });
  const { loadConfig } = await import("../apps/server/src/config.ts");
  const { buildPassApp } = await import("../apps/server/src/boot/run-moment.ts");
  const { sendRenewalReminders } = await import("../apps/server/src/features/renewals/services/send-renewal-reminders.ts");
  const { runAutoRenewPass } = await import("../apps/server/src/features/renewals/services/run-auto-renew-pass.ts");
  const { runPrivacyPass } = await import("../apps/server/src/features/account-closure/services/run-privacy-pass.ts");
  const app = await buildPassApp(loadConfig(), new Date(), "The scale database is in use: stop the server that holds it.");
  try {
    await app.ready();
    const passes: Array<[string, () => Promise<unknown>]> = [
      ["job: renewal reminders (7/3/1 days)", () => sendRenewalReminders(app.deps)],
      ["job: auto-renew pass (notices, debits, retries)", () => runAutoRenewPass(app.deps, app.log)],
      ["job: retention pass (erasures, stale sign-ups, old records)", () => runPrivacyPass(app.deps, app.log)],
    ];
    const timed: TimedJob[] = [];
    for (const [name, pass] of passes.filter(([name]) => chosen(name))) timed.push({ name, ...(await timePasses(pass)) });
    return timed;
  } finally {
    await app.close();
  }
}

function rowsFor({ customer }: Subjects, staff: string, buyer: { cookie: string; token: string }): ScaleRow[] {
  const asStaff = { headers: { cookie: staff } };
  const asBuyer = { headers: { cookie: buyer.cookie } };
  const asBuyerApi = { headers: { authorization: `Bearer ${buyer.token}` } };
  const [firstName] = customer.name.split(" ");
  // A keyset position a year back (ADR 0063): deep in the audit log, and past most of a customer's history.
  const yearBack = encodeURIComponent(`${new Date(Date.now() - 365 * 86_400_000).toISOString()}_2147483647`);
  const yearBackNote = encodeURIComponent(`${new Date(Date.now() - 365 * 86_400_000).toISOString()}_c2147483647`);
  return [
    {
      name: "staff search by email prefix",
      audience: "staff",
      path: `/api/admin/SearchUsers?q=${encodeURIComponent(customer.email.slice(0, 9))}`,
      options: asStaff,
    },
    {
      name: "staff search by name",
      audience: "staff",
      path: `/api/admin/SearchUsers?q=${encodeURIComponent(customer.name)}`,
      options: asStaff,
    },
    {
      name: "staff search by first name",
      audience: "staff",
      path: `/api/admin/SearchUsers?q=${encodeURIComponent(firstName!)}`,
      options: asStaff,
    },
    { name: "staff search by mobile", audience: "staff", path: `/api/admin/SearchUsers?q=${customer.mobile}`, options: asStaff },
    {
      name: "staff: a customer's overview (API)",
      audience: "staff",
      path: `/api/admin/GetUserOverview?userId=${customer.id}`,
      options: asStaff,
    },
    // The page staff open: the overview with the customer's notes and timeline, rendered.
    { name: "staff: a customer's page (page)", audience: "staff", path: `/admin/users/${customer.id}`, options: asStaff },
    { name: "staff: audit log, page 100", audience: "staff", path: "/api/admin/ListAudit?page=100", options: asStaff },
    { name: "staff: audit log, a year back (older=)", audience: "staff", path: `/api/admin/ListAudit?older=${yearBack}`, options: asStaff },
    {
      name: "staff: audit log filtered by action",
      audience: "staff",
      path: "/api/admin/ListAudit?action=wallet-adjusted&page=50",
      options: asStaff,
    },
    { name: "staff: dashboard", audience: "staff", path: "/api/admin/GetAdminDashboard", options: asStaff },
    { name: "customer: My Subscription (page)", audience: "customer", path: "/my-investar/manage-subscription", options: asBuyer },
    { name: "customer: My Wallet (page)", audience: "customer", path: "/my-investar/my-wallet", options: asBuyer },
    { name: "customer: My Webinars (page)", audience: "customer", path: "/education/my-webinars", options: asBuyer },
    { name: "customer: invoices list", audience: "customer", path: `/api/payment/GetInvoices?userId=${customer.id}`, options: asBuyerApi },
    {
      name: "customer: My Wallet, older movements (page)",
      audience: "customer",
      path: `/my-investar/my-wallet?older=${yearBack}`,
      options: asBuyer,
    },
    {
      name: "customer: invoices, older page (older=)",
      audience: "customer",
      path: `/api/payment/GetInvoices?userId=${customer.id}&limit=10&older=${yearBackNote}`,
      options: asBuyerApi,
    },
    {
      name: "customer: Quote (subscriber, Pro Annual)",
      audience: "customer",
      path: "/api/payment/Quote",
      options: { ...asBuyerApi, method: "POST", body: { currency: "INR", product: "Pro", plan: "Annual" } },
    },
  ];
}

/** The server's resident memory in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** One export downloaded whole: its time and how far the server's memory rose above where it started. */
async function measureExport(url: string, cookie: string, pid: number): Promise<{ seconds: number; bytes: number; rssGrowthMb: number }> {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 50);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
    return { seconds: (performance.now() - started) / 1000, bytes, rssGrowthMb: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/** A session: its cookie for pages, and its bearer token for API calls that change nothing (no CSRF token needed). */
async function sessionOf(appUrl: string, email: string, password: string): Promise<{ cookie: string; token: string }> {
  const { cookie, answer } = await logInAs(appUrl, email, password);
  return { cookie, token: answer.tokenString };
}

ensureWebBuild();
let subjects = await findSubjects();
if (!subjects) {
  console.log(`No scale data set in ${databaseUrl ? "DATABASE_URL" : dataDir}: making one of ${USERS} customers…`);
  cli(["seed-scale", "--users", String(USERS)]);
  subjects = await findSubjects();
  if (!subjects) throw new Error("seed-scale made no paying customer");
}
await seedAdminAccount(target);
const jobPasses = await timeJobPasses();
const PLAN_ROW = "plans: no Seq Scan on a big table in the hot reads";
const planCheck = chosen(PLAN_ROW) ? await checkHotPlans(subjects.customer) : null;
const server = spawn(process.execPath, ["apps/server/src/main.ts"], {
  cwd: root,
  env: { ...process.env, ...databaseEnv, PORT: String(PORT), LOG_LEVEL: "warn", NODE_ENV: "production", RATE_LIMITS: "off" },
  stdio: ["ignore", "ignore", "inherit"],
});
const appUrl = `http://127.0.0.1:${PORT}`;
try {
  await waitFor(`${appUrl}/api/health`, 1200);
  const staff = await logIn(appUrl);
  const buyer = await sessionOf(appUrl, subjects.customer.email, SCALE_PASSWORD);
  const lines: string[] = [];
  let allHeld = true;
  for (const row of rowsFor(subjects, staff, buyer).filter((row) => chosen(row.name))) {
    const url = `${appUrl}${row.path}`;
    await load(url, 1, row.options);
    const measured = await load(url, SECONDS, row.options);
    const budget = P99_BUDGET_MS[row.audience];
    const held = measured.p99 <= budget && measured.errors === 0;
    allHeld &&= held;
    lines.push(
      `| ${row.name} | ${measured.p50.toFixed(1)} | ${measured.p99.toFixed(1)} | ${measured.reqPerSec.toFixed(0)} | ${measured.errors} | p99 ≤ ${budget} ms | ${held ? "held" : "**over**"} |`,
    );
  }
  const year = new Date().getFullYear() - 1;
  const exports = [
    { name: "staff: audit log CSV, one year", path: `/api/admin/ExportAudit?from=${year}-01-01&to=${year}-12-31` },
    { name: "staff: invoice register, one financial year", path: `/api/admin/gst/register?from=${year - 1}-04-01&to=${year}-03-31` },
  ];
  for (const item of exports.filter((item) => chosen(item.name))) {
    const measured = await measureExport(`${appUrl}${item.path}`, staff, server.pid!);
    const held = measured.rssGrowthMb <= EXPORT_RSS_BUDGET_MB;
    allHeld &&= held;
    lines.push(
      `| ${item.name} (${(measured.bytes / 2 ** 20).toFixed(1)} MB in ${measured.seconds.toFixed(1)} s) | | | | 0 | RSS growth ≤ ${EXPORT_RSS_BUDGET_MB} MB: ${measured.rssGrowthMb.toFixed(0)} MB | ${held ? "held" : "**over**"} |`,
    );
  }
  for (const job of jobPasses) {
    const held = job.seconds <= JOB_PASS_BUDGET_S;
    allHeld &&= held;
    lines.push(
      `| ${job.name}${job.catchUp ? ` (a backlog: ${job.catchUp.passes} passes, ${job.catchUp.seconds.toFixed(1)} s in all)` : ""} | | | | 0 | one pass ≤ ${JOB_PASS_BUDGET_S} s: ${job.seconds.toFixed(1)} s | ${held ? "held" : "**over**"} |`,
    );
  }
  if (planCheck) {
    const held = planCheck.scans.length === 0;
    allHeld &&= held;
    lines.push(
      `| ${PLAN_ROW} (${planCheck.reads} reads, ${planCheck.statements} statements) | | | | 0 | no Seq Scan on a table over ${BIG_TABLE_ROWS.toLocaleString("en-IN")} rows: ${held ? "none" : [...new Set(planCheck.scans)].join("; ")} | ${held ? "held" : "**over**"} |`,
    );
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  const markdown = [
    `## Scale benchmark, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
    `${USERS.toLocaleString("en-IN")} customers on ${databaseUrl ? "PostgreSQL" : "PGlite"}; ${machine}; ${SECONDS} s a row, 10 connections. Staff signed in as ${BENCH_ACCOUNT.email}; the customer is ${subjects.customer.email}, the one with the most invoices.`,
    "",
    "| row | p50 (ms) | p99 (ms) | req/s | errors | budget | verdict |",
    "| --- | ---: | ---: | ---: | ---: | --- | --- |",
    ...lines,
    "",
  ].join("\n");
  console.log(`\n${markdown}`);
  appendFileSync(join(root, "bench", "RESULTS.md"), `${markdown}\n`);
  if (!allHeld) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
}
