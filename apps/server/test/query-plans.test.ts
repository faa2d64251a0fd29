/**
 * The EXPLAIN guard (ADR 0055): every read of the hot staff pages, and of the customer's own pages the scale
 * benchmark times, has a plan that reads no large table whole when sequential scans are penalised — that is,
 * an index can serve it, so its cost does not grow with the number of customers.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import type { AppDeps } from "../src/deps.ts";
import { rowsOf } from "../src/database/statement-rows.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";
import { listAudit } from "../src/features/audit/index.ts";
import { getCustomerTimeline } from "../src/features/customer-timeline/services/get-customer-timeline.ts";
import { getAdminDashboard } from "../src/features/dashboard/index.ts";
import { fullScans, hotReads, indexesRead, isRead, LARGE_TABLES, planOf, recordStatements } from "./support/query-plans.ts";
import type { TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";

let t: TestApp;
let customer: TestUser;

beforeAll(async () => {
  ({ t, user: customer } = await createTestAppWithUser({}, { name: "Meera Iyer" }));
});
afterAll(() => t.close());

const large = new Set<string>(LARGE_TABLES);

describe("the guard", () => {
  it("sees a read no index serves: a search by city", async () => {
    const plan = await planOf(t.db, { text: "select count(*) from users where city ilike $1", params: ["%pune%"] }, true);
    expect(fullScans(plan).map((scan) => scan.table)).toEqual(["users"]);
  });
});

describe("the hot reads' plans", () => {
  const reads = hotReads({ id: 0, email: "", name: "Meera Iyer", mobile: "9876543210" }).map((read) => read.name);

  it.each(reads)("%s: no Seq Scan on a large table while sequential scans are penalised", async (name) => {
    const deps = (t.app as unknown as { deps: AppDeps }).deps;
    const read = hotReads({ id: customer.userId, email: customer.email, name: "Meera Iyer", mobile: "9876543210" }).find(
      (each) => each.name === name,
    )!;
    const statements = (await recordStatements(t.db, () => read.run(deps))).filter(isRead);
    expect(statements.length, "the read sends its SQL through the recorded client").toBeGreaterThan(0);
    const scans: string[] = [];
    for (const statement of statements) {
      const plan = await planOf(t.db, statement, true);
      for (const scan of fullScans(plan)) if (large.has(scan.table)) scans.push(`${scan.how} on ${scan.table} in: ${statement.text}`);
    }
    expect(scans).toEqual([]);
  });
});

describe("the dashboard's trial conversion", () => {
  it("is summed from the sign-up day counters: no statement reads the accounts or asks of each one's orders (ADR 0063#trial-conversions)", async () => {
    const deps = (t.app as unknown as { deps: AppDeps }).deps;
    const statements = await recordStatements(t.db, () => getAdminDashboard(deps));
    expect(statements.filter((each) => /from "users"|exists \(select 1 from "orders"/u.test(each.text)).map((each) => each.text)).toEqual(
      [],
    );
    expect(statements.some((each) => /"converted" from "sign_up_days"/u.test(each.text))).toBe(true);
  });
});

describe("the audit log filtered by action", () => {
  it("matches the text against the distinct actions, then reads the log by its action index, newest first", async () => {
    const deps = (t.app as unknown as { deps: AppDeps }).deps;
    const at = new Date("2026-11-02T10:00:00Z");
    await t.db.insert(schema.auditLog).values(
      Array.from({ length: 25 }, (_, i) => ({
        actorId: null,
        action: i % 2 ? "wallet-adjusted" : "user-disabled",
        subject: `user:${i}`,
        at,
      })),
    );
    const statements = (await recordStatements(t.db, () => listAudit(deps, { action: "WALLET" }, 2))).filter(isRead);
    // The pattern is tested once per distinct action, never on the log's rows.
    expect(statements.filter((each) => /ilike/iu.test(each.text)).map((each) => each.text)).toEqual([
      expect.stringContaining("audit_log_day_counts"),
    ]);
    const page = statements.find((each) => /from "audit_log" where .* order by .* offset/iu.test(each.text));
    expect(page, "the page of ids").toBeDefined();
    expect(indexesRead(await planOf(t.db, page!, true))).toEqual(["audit_log_action_at_id_idx"]);
  });
});

describe("the customer timeline's staff entries", () => {
  it("are looked up in the audit log by subject (the customer and each of their orders), not found by reading the log", async () => {
    const deps = (t.app as unknown as { deps: AppDeps }).deps;
    const statements = (await recordStatements(t.db, () => getCustomerTimeline(deps, customer.userId, { before: null, kinds: ["staff"] })))
      .filter(isRead)
      .filter((each) => /from audit_log a/u.test(each.text));
    expect(statements).toHaveLength(1);
    const plan = await planOf(t.db, statements[0]!, true);
    // A walk of the log's time index filtered by subject stops only when the page is full: at scale, the whole log.
    expect(indexesRead(plan)).toContain("audit_log_subject_at_idx");
    expect(indexesRead(plan)).not.toContain("audit_log_at_id_idx");
  });
});

describe("the trigram indexes staff search reads", () => {
  it("keep a pending list of at most 64 kB, which every search reads in full (ADR 0055#gin-pending-lists)", async () => {
    const searched = ["users_email_trgm_idx", "users_full_name_trgm_idx", "users_mobile_digits_trgm_idx", "audit_log_subject_trgm_idx"];
    const rows = rowsOf<{ name: string; options: string[] | null }>(
      await t.db.execute(
        sql`select relname as name, reloptions as options from pg_class where relname in (${sql.join(
          searched.map((name) => sql`${name}`),
          sql`, `,
        )}) order by relname`,
      ),
    );
    expect(rows).toEqual([...searched].sort().map((name) => ({ name, options: ["gin_pending_list_limit=64"] })));
  });
});
