import { Link } from "react-router";
import type { Route } from "./+types/version-history";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
import { appContext } from "../../load-context.ts";
import type { VersionHistoryEntry } from "@investar/contract/pages/releases";
import { SetupDownloadButton } from "../../components/setup-download-button.tsx";
import { SetupDownloadScript } from "../../components/setup-download-script.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { messagesFor, messagesStartingWith } from "../../i18n/catalogues.server.ts";
import { metaText, requestLocale, useI18n } from "../../i18n/page-locale.ts";
import { formatDayIn } from "@investar/core/i18n/format";
import "../../styles/product.css";

/** Served without React (ADR 0004); <SetupDownloadScript /> runs the download buttons. */
export const handle: RouteHandle = { hydrate: false };

const PATH = "/investar/version-history";

/**
 * The page's words come from the download catalogue; the release notes are the desktop program's own (GetVersionHistory
 * answers them to it as written), so a Hindi page shows them in English, marked lang="en".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const isBeta = new URL(request.url).searchParams.get("isBeta")?.toLowerCase() === "true";
  const releases: VersionHistoryEntry[] = await app.services.listVersionHistory(isBeta);
  const messages = messagesStartingWith(messagesFor(requestLocale(request, app.pseudoLocale), ["download"]), [
    "download.versions.",
    "download.phone.",
  ]);
  return { isBeta, releases, messages };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const isBeta = loaderData?.isBeta ?? false;
  const { t, href } = metaText(matches);
  return pageMeta({
    title: t(isBeta ? "download.versions.betaTitle" : "download.versions.title"),
    description: t(isBeta ? "download.versions.betaDescription" : "download.versions.description"),
    path: href(isBeta ? `${PATH}?isBeta=true` : PATH),
    publicUrl: publicUrlFrom(matches),
  });
}

/** Release dates are calendar dates; format them in UTC so server and browser agree. */
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

function formatReleaseDate(isoDate: string, language: "en" | "hi"): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return language === "en" ? dateFormat.format(date) : formatDayIn(language, isoDate.slice(0, 10));
}

export default function VersionHistory({ loaderData }: Route.ComponentProps) {
  const { isBeta, releases } = loaderData;
  const { t, href, language } = useI18n();
  const channel = isBeta ? "beta" : "production";
  const notesLang = language === "en" ? undefined : "en";

  return (
    <>
      <PageHero eyebrow={t("download.versions.eyebrow")} heading={t("download.versions.heading")} lead={t("download.versions.lead")} />

      <section className="section" aria-labelledby="channel-heading">
        <div className="section__inner prose">
          <h2 id="channel-heading" className="visually-hidden">
            {t("download.versions.releases", { channel })}
          </h2>
          <nav aria-label={t("download.versions.channels")}>
            <ul className="channel-tabs">
              <li>
                <Link to={href(PATH)} aria-current={isBeta ? undefined : "page"} preventScrollReset>
                  {t("download.versions.production")}
                </Link>
              </li>
              <li>
                <Link to={href(`${PATH}?isBeta=true`)} aria-current={isBeta ? "page" : undefined} preventScrollReset>
                  {t("download.versions.beta")}
                </Link>
              </li>
            </ul>
          </nav>

          {isBeta ? (
            <div className="notice notice--warning">
              <p>
                {t("download.versions.betaWarning")} <Link to={href("/investar/download")}>{t("download.versions.betaWarningLink")}</Link>
                {t("download.versions.betaWarningEnd")}
              </p>
            </div>
          ) : (
            <p className="lead-text">{t("download.versions.productionLead")}</p>
          )}

          <div className="button-row spaced-top">
            <SetupDownloadButton channel={isBeta ? "Beta" : "Prod"} className={isBeta ? "button button--accent" : "button button--primary"}>
              {t(isBeta ? "download.versions.downloadBeta" : "download.versions.downloadLatest")}
            </SetupDownloadButton>
            <Link to={href("/investar/download")} className="button button--ghost">
              {t("download.versions.installHelp")}
            </Link>
          </div>

          {releases.length === 0 ? (
            <p className="notice spaced-top">{t(isBeta ? "download.versions.noBeta" : "download.versions.noReleases")}</p>
          ) : (
            <ol className="release-list spaced-top" aria-label={t("download.versions.list", { channel })}>
              {releases.map((release, index) => (
                <li key={release.id} className="card release">
                  <div className="release__header">
                    <h3>
                      {t("download.versions.version", { version: release.version })}
                      {release.isBeta ? <span className="release__tag release__tag--beta">{t("download.versions.beta")}</span> : null}
                      {index === 0 ? <span className="release__tag">{t("download.versions.latest")}</span> : null}
                    </h3>
                    <time className="release__date" dateTime={release.releasedOn.slice(0, 10)}>
                      {t("download.versions.released", { date: formatReleaseDate(release.releasedOn, language) })}
                    </time>
                  </div>
                  {release.highlights.length > 0 ? (
                    <ul lang={notesLang}>
                      {release.highlights.map((highlight) => (
                        <li key={highlight}>{highlight}</li>
                      ))}
                    </ul>
                  ) : (
                    <p>{t("download.versions.maintenance")}</p>
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
