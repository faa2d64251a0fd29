import { Form } from "react-router";
import { AUDIT_NUMBERED_PAGES, auditRangeProblem, DEFAULT_PAGE_SIZE, isIsoDate, type AuditFilter } from "@investar/core";
import type { AuditPageAt } from "@investar/contract/pages/audit";
import type { Route } from "./+types/audit";
import { AuditTable } from "../../components/admin/audit-table.tsx";
import { KeysetPager } from "../../components/keyset-pager.tsx";
import { Pager } from "../../components/pager.tsx";
import { numberParam } from "../../lib/number-param.ts";
import "../../styles/admin.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";

const FIELDS = ["actor", "action", "subject", "from", "to"] as const;

/** The filters as typed; a date that is not one is reported beside its field and not applied. */
function readFilter(url: URL): { typed: Record<(typeof FIELDS)[number], string>; filter: AuditFilter; errors: Record<string, string> } {
  const typed = Object.fromEntries(FIELDS.map((name) => [name, (url.searchParams.get(name) ?? "").trim().slice(0, 200)])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  const errors: Record<string, string> = {};
  for (const name of ["from", "to"] as const) if (typed[name] && !isIsoDate(typed[name])) errors[name] = "Enter a date (YYYY-MM-DD).";
  const filter: AuditFilter = {
    actor: typed.actor || undefined,
    action: typed.action || undefined,
    subject: typed.subject || undefined,
    from: typed.from && !errors.from ? typed.from : undefined,
    to: typed.to && !errors.to ? typed.to : undefined,
  };
  const backwards = auditRangeProblem(filter);
  if (backwards) errors.to = backwards;
  return { typed, filter, errors };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const url = new URL(request.url);
  const { typed, filter, errors } = readFilter(url);
  const page = Object.keys(errors).length > 0 ? null : await services.listAudit(filter, pageAt(url));
  if (page === null && Object.keys(errors).length === 0) {
    throw new Response("The list position is not valid: open the audit log again from its first page.", { status: 400 });
  }
  return { typed, errors, page };
}

/**
 * `?older=` / `?newer=` (keyset positions, ADR 0063) or `?page=`; numbered pages stop at AUDIT_NUMBERED_PAGES, past
 * which the "Older" link goes on by position.
 */
function pageAt(url: URL): AuditPageAt {
  const older = url.searchParams.get("older");
  if (older !== null) return { older };
  const newer = url.searchParams.get("newer");
  if (newer !== null) return { newer };
  return { page: Math.min(numberParam(url, "page") ?? 1, AUDIT_NUMBERED_PAGES) };
}

export const meta = adminMeta({ title: "Audit log", description: "Who changed what, and when.", path: "/admin/audit" });

const labels = { actor: "Who (user id or email)", action: "Action", subject: "Subject (e.g. user:100042)", from: "From", to: "To" };

/** /admin/audit (docs/business-rules.md#back-office-oversight): the audit log filtered by actor, action, subject and date, with the pager and a CSV export. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { typed, errors, page } = loaderData;
  const query = (extra: Record<string, string> = {}) => {
    const params = new URLSearchParams();
    for (const name of FIELDS) if (typed[name]) params.set(name, typed[name]);
    for (const [name, value] of Object.entries(extra)) params.set(name, value);
    return params.toString();
  };
  return (
    <div className="admin-page">
      <h1>Audit log</h1>
      <Form method="get" className="card admin-filters" aria-labelledby="audit-filters-heading" noValidate>
        <h2 id="audit-filters-heading">Filters</h2>
        <div className="admin-filters__fields">
          {FIELDS.map((name) => (
            <div className="field" key={name}>
              <label htmlFor={`audit-${name}`}>{labels[name]}</label>
              <input
                id={`audit-${name}`}
                name={name}
                type={name === "from" || name === "to" ? "date" : "text"}
                defaultValue={typed[name]}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `audit-${name}-error` : undefined}
              />
              {errors[name] ? (
                <p className="field__error" id={`audit-${name}-error`} role="alert">
                  {errors[name]}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            Filter
          </button>
          {/* A plain download: same origin, so the session cookie authorises it. */}
          {page ? (
            <a className="button button--ghost" href={`/api/admin/ExportAudit?${query()}`} download>
              Export CSV
            </a>
          ) : null}
        </div>
      </Form>
      {page === null ? null : page.total === 0 ? (
        <p role="status">No audit entry matches these filters.</p>
      ) : (
        <section aria-labelledby="audit-entries-heading">
          <h2 id="audit-entries-heading">{page.total === 1 ? "1 entry" : `${page.total} entries`}</h2>
          <AuditTable entries={page.entries} caption="Audit entries, newest first" />
          {page.page > 0 ? (
            <Pager
              totalItems={Math.min(page.total, AUDIT_NUMBERED_PAGES * DEFAULT_PAGE_SIZE)}
              page={page.page}
              pageSize={page.pageSize}
              hrefFor={(n) => `?${query({ page: String(n) })}`}
              label="Audit pages"
            />
          ) : null}
          {/* Past the numbered pages, and on the last of them, the list goes on by position. */}
          {page.page === 0 || (page.page === AUDIT_NUMBERED_PAGES && page.older) ? (
            <KeysetPager
              newestHref={`?${query()}`}
              newerHref={page.page === 0 && page.newer ? `?${query({ newer: page.newer })}` : null}
              olderHref={page.older ? `?${query({ older: page.older })}` : null}
              label="Older and newer audit entries"
            />
          ) : null}
        </section>
      )}
    </div>
  );
}
