import { Form, Link, redirect } from "react-router";
import { formatCount, staffSearchProblem } from "@investar/core";
import type { Route } from "./+types/users";
import { Pager } from "../../components/pager.tsx";
import { DataTable, type TableColumn } from "../../components/data-table.tsx";
import { SearchRecords } from "../../components/admin/staff-search/search-records.tsx";
import type { AdminUserSummary } from "@investar/contract/pages/admin-users";
import { numberParam } from "../../lib/number-param.ts";
import "../../styles/admin.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  // docs/business-rules.md#staff-search: an empty box is the page's hint; other unsearchable text is said why.
  const problem = q.trim() === "" ? null : staffSearchProblem(q);
  const found = problem || q.trim() === "" ? null : await services.searchBackOffice(q, numberParam(url, "page") ?? 1);
  if (found?.goTo) throw redirect(found.goTo);
  return { q: q.slice(0, 200), problem, found };
}

export const meta = adminMeta({
  title: "Customers",
  description:
    "Find a customer by email, name, mobile, user id, order, invoice or credit-note number, UTR, cheque number, GSTIN or support reference.",
  path: "/admin/users",
});

const joinedFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

function stateOf(user: AdminUserSummary): string {
  if (user.disabled) return "Disabled";
  return user.isEmailVerified ? "Active" : "Not verified";
}

const customerColumns: TableColumn<AdminUserSummary>[] = [
  {
    heading: "Customer",
    cell: (user) => (
      <>
        <Link to={`/admin/users/${user.userId}`}>{user.name || user.email}</Link>
        <span className="admin-table__sub">
          {user.email} · id {user.userId}
        </span>
      </>
    ),
  },
  { heading: "Mobile", cell: (user) => user.mobileNo || "—" },
  { heading: "Role", cell: (user) => user.role },
  { heading: "Account", cell: stateOf },
  { heading: "Signed up", cell: (user) => joinedFormat.format(new Date(user.createdAt)) },
];

/** docs/business-rules.md#pager: past the count limit the heading says "more than", and asks for more of the text. */
function resultsHeading({ total, totalCapped }: { total: number; totalCapped: boolean }): string {
  if (totalCapped) return `More than ${formatCount(total)} customers found`;
  return total === 1 ? "1 customer found" : `${formatCount(total)} customers found`;
}

/** /admin/users (docs/business-rules.md#back-office-customers): one search box, the matches 10 a page, each opening the customer's page. */
export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { q, problem, found } = loaderData;
  const result = found?.customers;
  const hrefFor = (page: number) => `?${new URLSearchParams({ q, page: String(page) }).toString()}`;
  return (
    <div className="admin-page">
      <h1>Customers</h1>
      {/* A GET form: the search is in the URL (shareable, back button) and works before the script loads. */}
      <Form method="get" role="search" className="admin-search">
        <label htmlFor="user-search">
          Email, name, mobile number or user id — or an order, invoice or credit-note number, a UTR or cheque number, a GSTIN or a support
          reference
        </label>
        <div className="admin-search__row">
          <input id="user-search" type="search" name="q" defaultValue={q} autoComplete="off" maxLength={200} />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </Form>
      {q.trim() === "" ? (
        <p>
          Type an email, a name, a mobile number or a user id to find a customer, or the number of an order, invoice or credit note, a UTR
          or cheque number, a GSTIN or a support reference (SR-000042) to find whose it is.
        </p>
      ) : problem || !found || !result ? (
        <p role="alert">{problem}</p>
      ) : found.records.length === 0 && result.total === 0 ? (
        <p role="status">
          Nothing matches “{q}”: no customer, and no order, invoice, credit note, payment reference, GSTIN or support request with that
          number. Numbers must be typed whole.
        </p>
      ) : (
        <>
          <SearchRecords records={found.records} query={q} />
          {result.total === 0 ? null : (
            <section aria-labelledby="results-heading">
              <h2 id="results-heading">{resultsHeading(result)}</h2>
              {result.totalCapped ? (
                <p>{`These pages show the newest ${formatCount(result.total)}. Type more of the email, name or mobile number to find the one you are looking for.`}</p>
              ) : null}
              <DataTable
                className="table admin-table table--stack"
                caption={<>Customers matching “{q}”, newest accounts first</>}
                captionHidden
                columns={customerColumns}
                rows={result.users}
                rowKey={(user) => user.userId}
              />
              <Pager totalItems={result.total} page={result.page} pageSize={result.pageSize} hrefFor={hrefFor} label="Customer pages" />
            </section>
          )}
        </>
      )}
    </div>
  );
}
