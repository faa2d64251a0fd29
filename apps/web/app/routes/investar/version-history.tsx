import { Link } from "react-router";
import type { Route } from "./+types/version-history";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
import { appContext } from "../../load-context.ts";
import type { VersionHistoryEntry } from "@investar/contract/pages/releases";
import { SetupDownloadButton } from "../../components/setup-download-button.tsx";
import { SetupDownloadScript } from "../../components/setup-download-script.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/product.css";

/** Served without React (ADR 0004); <SetupDownloadScript /> runs the download buttons. */
export const handle: RouteHandle = { hydrate: false };

const PATH = "/investar/version-history";

export async function loader({ request, context }: Route.LoaderArgs) {
  const isBeta = new URL(request.url).searchParams.get("isBeta")?.toLowerCase() === "true";
  const releases: VersionHistoryEntry[] = await context.get(appContext).services.listVersionHistory(isBeta);
  return { isBeta, releases };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const isBeta = loaderData?.isBeta ?? false;
  return pageMeta({
    title: isBeta ? "Investar beta release notes | Investar" : "Investar version history and release notes | Investar",
    description: isBeta
      ? "What is new in the Investar beta builds for Windows: early features and fixes before they reach the production release."
      : "Every production release of the Investar Windows software, with its date and the features, improvements and fixes it brought.",
    path: isBeta ? `${PATH}?isBeta=true` : PATH,
    publicUrl: publicUrlFrom(matches),
  });
}

/** Release dates are calendar dates; format them in UTC so server and browser agree. */
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

function formatReleaseDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}

export default function VersionHistory({ loaderData }: Route.ComponentProps) {
  const { isBeta, releases } = loaderData;
  const channelName = isBeta ? "Beta" : "Production";

  return (
    <>
      <PageHero
        eyebrow="Download"
        heading="Version history"
        lead="What changed in each release of Investar for Windows. Production releases reach everyone through the automatic update; beta builds let you try new features early."
      />

      <section className="section" aria-labelledby="channel-heading">
        <div className="section__inner prose">
          <h2 id="channel-heading" className="visually-hidden">
            {channelName} releases
          </h2>
          <nav aria-label="Release channel">
            <ul className="channel-tabs">
              <li>
                <Link to={PATH} aria-current={isBeta ? undefined : "page"} preventScrollReset>
                  Production
                </Link>
              </li>
              <li>
                <Link to={`${PATH}?isBeta=true`} aria-current={isBeta ? "page" : undefined} preventScrollReset>
                  Beta
                </Link>
              </li>
            </ul>
          </nav>

          {isBeta ? (
            <div className="notice notice--warning">
              <p>
                Beta builds are for trying new features before their production release. They can contain rough edges, so we suggest
                installing them on a computer you do not trade from. To return to the production version, install the latest release from
                the <Link to="/investar/download">download page</Link>.
              </p>
            </div>
          ) : (
            <p className="lead-text">
              Investar offers each new production release when it starts. If you skipped an update, you can install the latest release over
              your current one at any time; your data, layouts and settings are kept.
            </p>
          )}

          <div className="button-row spaced-top">
            <SetupDownloadButton channel={isBeta ? "Beta" : "Prod"} className={isBeta ? "button button--accent" : "button button--primary"}>
              {isBeta ? "Download the beta" : "Download the latest release"}
            </SetupDownloadButton>
            <Link to="/investar/download" className="button button--ghost">
              Installation help
            </Link>
          </div>

          {releases.length === 0 ? (
            <p className="notice spaced-top">
              {isBeta
                ? "There is no beta build open at the moment. New betas are announced here and in our newsletter."
                : "No releases are listed yet. Please check back soon."}
            </p>
          ) : (
            <ol className="release-list spaced-top" aria-label={`${channelName} releases, newest first`}>
              {releases.map((release, index) => (
                <li key={release.id} className="card release">
                  <div className="release__header">
                    <h3>
                      Version {release.version}
                      {release.isBeta ? <span className="release__tag release__tag--beta">Beta</span> : null}
                      {index === 0 ? <span className="release__tag">Latest</span> : null}
                    </h3>
                    <span className="release__date">
                      Released <time dateTime={release.releasedOn.slice(0, 10)}>{formatReleaseDate(release.releasedOn)}</time>
                    </span>
                  </div>
                  {release.highlights.length > 0 ? (
                    <ul>
                      {release.highlights.map((highlight) => (
                        <li key={highlight}>{highlight}</li>
                      ))}
                    </ul>
                  ) : (
                    <p>Maintenance release with minor fixes.</p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
      <SetupDownloadScript />
    </>
  );
}
