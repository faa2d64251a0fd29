import { Link, useNavigate, useRevalidator } from "react-router";
import { formatIstDateTime } from "@investar/core";
import type { Route } from "./+types/webinars";
import { CancelWebinarForm } from "../../components/admin/webinars/cancel-webinar-form.tsx";
import { WebinarFiles } from "../../components/admin/webinars/webinar-files.tsx";
import { WebinarForm } from "../../components/admin/webinars/webinar-form.tsx";
import { WebinarRegistrants } from "../../components/admin/webinars/webinar-registrants.tsx";
import { Pager } from "../../components/pager.tsx";
import type { AdminWebinar } from "@investar/contract/pages/webinars";
import { numberParam } from "../../lib/number-param.ts";
import "../../styles/admin.css";
import { ColumnHeadings } from "../../components/admin/column-headings.tsx";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const url = new URL(request.url);
  const page = numberParam(url, "page") ?? 1;
  const registrantsOf = numberParam(url, "registrants");
  const [list, registrants] = await Promise.all([
    services.listAdminWebinars(page),
    registrantsOf ? services.listWebinarRegistrants(registrantsOf, numberParam(url, "rpage") ?? 1).catch(() => null) : null,
  ]);
  return {
    list,
    registrants,
    panel: {
      edit: url.searchParams.get("edit") === "new" ? ("new" as const) : numberParam(url, "edit"),
      files: numberParam(url, "files"),
      cancel: numberParam(url, "cancel"),
    },
  };
}

export const meta = adminMeta({
  title: "Webinars",
  description: "Create, edit and cancel webinars and training videos.",
  path: "/admin/webinars",
});

const statusWords = { scheduled: "Scheduled", live: "Live", ended: "Ended", cancelled: "Cancelled" } as const;

function Row({ webinar, page }: { webinar: AdminWebinar; page: number }) {
  const at = (panel: string) => `?page=${page}&${panel}=${webinar.id}`;
  return (
    <tr>
      <td>
        {webinar.title}
        <span className="admin-table__sub">
          {webinar.isVideo ? `Video · ${webinar.category ?? ""}` : formatIstDateTime(new Date(webinar.dateTime))} · {webinar.language} ·{" "}
          {webinar.level}
        </span>
      </td>
      <td>{statusWords[webinar.status]}</td>
      <td>{webinar.isVideo ? "—" : webinar.registrants}</td>
      <td>
        <div className="button-row">
          {webinar.status === "cancelled" ? null : <Link to={at("edit")}>Edit</Link>}
          {webinar.isVideo ? null : (
            <>
              <Link to={at("files")}>Recording and materials</Link>
              <Link to={at("registrants")}>Registrants</Link>
              {webinar.status === "cancelled" ? null : <Link to={at("cancel")}>Cancel</Link>}
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

/** /admin/webinars: every webinar and video with what staff do to them (ADR 0017). */
export default function AdminWebinars({ loaderData }: Route.ComponentProps) {
  const { list, registrants, panel } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const find = (id: number | null | "new") => list.webinars.find((w) => w.id === id) ?? null;
  const refresh = () => void revalidator.revalidate();
  const editing = panel.edit === "new" ? null : find(panel.edit);
  return (
    <div className="admin-page">
      <h1>Webinars and training videos</h1>
      <div className="button-row">
        <Link className="button button--primary" to={`?page=${list.page}&edit=new`}>
          New webinar or video
        </Link>
      </div>
      {panel.edit === "new" || editing ? (
        <WebinarForm
          key={editing?.id ?? "new"}
          webinar={editing}
          onSaved={(id) => void navigate(`?page=${list.page}&edit=${id}`)}
          onCancel={() => void navigate(`?page=${list.page}`)}
        />
      ) : null}
      {find(panel.files) ? <WebinarFiles webinar={find(panel.files)!} onChanged={refresh} /> : null}
      {find(panel.cancel) ? <CancelWebinarForm webinar={find(panel.cancel)!} onDone={refresh} /> : null}
      {registrants ? (
        <WebinarRegistrants data={registrants} hrefFor={(n) => `?page=${list.page}&registrants=${registrants.webinarId}&rpage=${n}`} />
      ) : null}
      <div className="table-wrap">
        <table className="table admin-table">
          <ColumnHeadings headings={["Webinar or video", "Status", "Registrants", "Actions"]} />
          <tbody>
            {list.webinars.map((webinar) => (
              <Row key={webinar.id} webinar={webinar} page={list.page} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager totalItems={list.total} page={list.page} pageSize={list.pageSize} hrefFor={(n) => `?page=${n}`} label="Webinar pages" />
    </div>
  );
}
