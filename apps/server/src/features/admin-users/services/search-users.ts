import { count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { containsPattern, DEFAULT_PAGE_SIZE, pageWindow, SEARCH_COUNT_LIMIT, userSearchTerms } from "@investar/core";
import { schema } from "@investar/db";
import type { AdminUsersPage } from "@investar/contract/pages/admin-users";
import type { AppDeps } from "../../../deps.ts";

/**
 * SearchUsers: users whose email or name contains the text, whose mobile number contains the digits, or
 * whose id is the number; newest accounts first, 10 a page (a page past the end shows the last one). An
 * empty query finds no one. The matches are counted up to SEARCH_COUNT_LIMIT (docs/business-rules.md#pager):
 * a common name matches thousands, and counting them all read each of their rows.
 */
export async function searchUsers(deps: AppDeps, query: string, requestedPage: number): Promise<AdminUsersPage> {
  const terms = userSearchTerms(query);
  if (!terms) return { users: [], total: 0, totalCapped: false, page: 1, pageSize: DEFAULT_PAGE_SIZE };
  const u = schema.users;
  const pattern = containsPattern(terms.text);
  const matches: SQL[] = [ilike(u.email, pattern), ilike(u.fullName, pattern)];
  if (terms.mobileDigits) matches.push(sql`regexp_replace(${u.mobileNo}, '\\D', '', 'g') like ${containsPattern(terms.mobileDigits)}`);
  if (terms.userId !== null) matches.push(eq(u.id, terms.userId));
  const where = or(...matches);
  const found = deps.db
    .select({ id: u.id })
    .from(u)
    .where(where)
    .limit(SEARCH_COUNT_LIMIT + 1)
    .as("found");
  const [counted] = await deps.db.select({ n: count() }).from(found);
  const matched = counted?.n ?? 0;
  const total = Math.min(matched, SEARCH_COUNT_LIMIT);
  const pager = pageWindow(total, requestedPage, DEFAULT_PAGE_SIZE);
  const rows = await deps.db
    .select({
      userId: u.id,
      name: u.fullName,
      email: u.email,
      mobileNo: u.mobileNo,
      role: u.role,
      isEmailVerified: u.isEmailVerified,
      disabledAt: u.disabledAt,
      createdAt: u.createdAt,
    })
    .from(u)
    .where(where)
    // An exact id match first: typing someone's id should put them on top.
    .orderBy(...(terms.userId === null ? [] : [desc(eq(u.id, terms.userId))]), desc(u.createdAt), desc(u.id))
    .limit(DEFAULT_PAGE_SIZE)
    .offset((pager.page - 1) * DEFAULT_PAGE_SIZE);
  return {
    users: rows.map(({ disabledAt, createdAt, ...row }) => ({ ...row, disabled: disabledAt !== null, createdAt: createdAt.toISOString() })),
    total,
    totalCapped: matched > SEARCH_COUNT_LIMIT,
    page: pager.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}
