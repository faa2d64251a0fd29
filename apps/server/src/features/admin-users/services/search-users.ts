import { desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { containsPattern, DEFAULT_PAGE_SIZE, pageWindow, SEARCH_COUNT_LIMIT, userSearchTerms } from "@investar/core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { schema } from "@investar/db";
import type { AdminUsersPage } from "@investar/contract/pages/admin-users";
import { rowsOf } from "../../../database/statement-rows.ts";
import type { AppDeps } from "../../../deps.ts";

const u = schema.users;
const listed = {
  userId: u.id,
  name: u.fullName,
  email: u.email,
  mobileNo: u.mobileNo,
  role: u.role,
  isEmailVerified: u.isEmailVerified,
  disabledAt: u.disabledAt,
  createdAt: u.createdAt,
};

/** An exact id match first (typing someone's id should put them on top), then the newest accounts. */
const newestFirst = (columns: { id: AnyPgColumn; createdAt: AnyPgColumn }, userId: number | null): SQL[] => [
  ...(userId === null ? [] : [desc(eq(columns.id, userId))]),
  desc(columns.createdAt),
  desc(columns.id),
];

/**
 * SearchUsers: users whose email or name contains the text, whose mobile number contains the digits, or
 * whose id is the number; newest accounts first, 10 a page (a page past the end shows the last one). An
 * empty query finds no one. The matches are counted up to SEARCH_COUNT_LIMIT (docs/business-rules.md#pager):
 * a common name matches thousands, and counting them all read each of their rows.
 *
 * The trigram indexes' scan is most of a search's cost (ADR 0055#one-scan-a-search), so one statement makes it
 * for both the count and the page: the first SEARCH_COUNT_LIMIT + 1 matches, counted and put in order by the
 * database, of which it returns the page's ids. When those are all the matches, the page's users are read by id;
 * a search with more reads its page again from the indexes, newest first over every match.
 */
export async function searchUsers(deps: AppDeps, query: string, requestedPage: number): Promise<AdminUsersPage> {
  const terms = userSearchTerms(query);
  if (!terms) return { users: [], total: 0, totalCapped: false, page: 1, pageSize: DEFAULT_PAGE_SIZE };
  const pattern = containsPattern(terms.text);
  const conditions: SQL[] = [ilike(u.email, pattern), ilike(u.fullName, pattern)];
  if (terms.mobileDigits) conditions.push(sql`regexp_replace(${u.mobileNo}, '\\D', '', 'g') like ${containsPattern(terms.mobileDigits)}`);
  if (terms.userId !== null) conditions.push(eq(u.id, terms.userId));
  const where = or(...conditions);
  // Materialized: the database plans the scan for every match (the trigram indexes, unless most accounts match)
  // and reads only as many as the cap. Planned for the cap alone, it guessed the matches evenly spread and read
  // the table from its start until it had them: 0.1–0.4 s when they are not (ADR 0055#one-scan-a-search).
  const matches = sql`with matches as materialized (select ${u.id} as id, ${u.createdAt} as created_at from ${u} where ${where})`;
  const capped = sql`(select id, created_at from matches limit ${SEARCH_COUNT_LIMIT + 1}) as found`;
  const pageOfFound = async (page: number) =>
    rowsOf<{ id: number; matched: number | string }>(
      await deps.db.execute(sql`${matches} select id, count(*) over () as matched from ${capped}
        order by ${terms.userId === null ? sql`` : sql`(id = ${terms.userId}) desc, `}created_at desc, id desc
        limit ${DEFAULT_PAGE_SIZE} offset ${(page - 1) * DEFAULT_PAGE_SIZE}`),
    );
  const onPage = await pageOfFound(requestedPage);
  let matched = Number(onPage[0]?.matched ?? 0);
  if (onPage.length === 0 && requestedPage > 1) {
    // A page past the end: the count alone, then the last page.
    const [counted] = rowsOf<{ n: number | string }>(await deps.db.execute(sql`${matches} select count(*) as n from ${capped}`));
    matched = Number(counted?.n ?? 0);
  }
  const overCap = matched > SEARCH_COUNT_LIMIT;
  const total = Math.min(matched, SEARCH_COUNT_LIMIT);
  const pager = pageWindow(total, requestedPage, DEFAULT_PAGE_SIZE);
  const rows = overCap
    ? await deps.db
        .select(listed)
        .from(u)
        .where(where)
        .orderBy(...newestFirst(u, terms.userId))
        .limit(DEFAULT_PAGE_SIZE)
        .offset((pager.page - 1) * DEFAULT_PAGE_SIZE)
    : await readInOrder(
        deps,
        (pager.page === requestedPage ? onPage : await pageOfFound(pager.page)).map((row) => row.id),
      );
  return {
    users: rows.map(({ disabledAt, createdAt, ...row }) => ({ ...row, disabled: disabledAt !== null, createdAt: createdAt.toISOString() })),
    total,
    totalCapped: overCap,
    page: pager.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

/** The listed fields of these users, by primary key, in the order of `ids`. */
async function readInOrder(deps: AppDeps, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await deps.db.select(listed).from(u).where(inArray(u.id, ids));
  const byId = new Map(rows.map((row) => [row.userId, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
