import type { Route } from "./+types/releases";
import { ReleaseNotesPanel } from "../../components/admin/releases/release-note-form.tsx";
import { SetupBuildsPanel } from "../../components/admin/releases/setup-builds-panel.tsx";
import "../../styles/admin.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const page = Number(new URL(request.url).searchParams.get("page"));
  return { releases: await services.getAdminReleases(Number.isInteger(page) && page > 0 ? page : 1) };
}

export const meta = adminMeta({
  title: "Releases",
  description: "Release notes and installers of the production and beta channels.",
  path: "/admin/releases",
});

/** /admin/releases (ADR 0027): notes of both channels edited in place, installers uploaded and promoted. */
export default function AdminReleases({ loaderData }: Route.ComponentProps) {
  const { releases } = loaderData;
  return (
    <div className="admin-page">
      <h1>Releases</h1>
      <nav aria-label="Sections" className="button-row">
        <a href="#builds-heading">Installers</a>
        <a href="#notes-Prod-heading">Production release notes</a>
        <a href="#notes-Beta-heading">Beta release notes</a>
      </nav>
      <SetupBuildsPanel releases={releases} />
      <div className="admin-releases__notes">
        <ReleaseNotesPanel channel="Prod" notes={releases.notes.Prod} />
        <ReleaseNotesPanel channel="Beta" notes={releases.notes.Beta} />
      </div>
    </div>
  );
}
