import type { Route } from "./+types/releases";
import { ReleaseNotesPanel } from "../../components/admin/releases/release-note-form.tsx";
import { SetupBuildsPanel } from "../../components/admin/releases/setup-builds-panel.tsx";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/admin.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, user } = context.get(appContext);
  // The guard checks core's static admin roles; the server's configured ADMIN_ROLES are the final word.
  if (!user?.isAdmin) throw new Response("Forbidden", { status: 403 });
  const page = Number(new URL(request.url).searchParams.get("page"));
  return { releases: await services.getAdminReleases(Number.isInteger(page) && page > 0 ? page : 1) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Releases | Admin | Investar",
    description: "Release notes and installers of the production and beta channels.",
    path: "/admin/releases",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

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
