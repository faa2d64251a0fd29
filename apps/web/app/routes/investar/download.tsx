import { Link } from "react-router";
import type { Route } from "./+types/download";
import type { RouteHandle } from "../../root.tsx";
import { ButtonLinks, CtaBand, PageHero } from "../../components/content-page.tsx";
import { Band, SectionHeader, SplitBand } from "../../components/band.tsx";
import { FaqList } from "../../components/faq-groups.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import "../../styles/product.css";
import { StepList } from "../../components/step-list.tsx";
import { SetupDownloadButton } from "../../components/setup-download-button.tsx";
import { SetupDownloadScript } from "../../components/setup-download-script.tsx";
import { SetupFacts } from "../../components/setup-facts.tsx";
import { MobileAppLinks } from "../../components/mobile-app/mobile-app-links.tsx";
import { appContext } from "../../load-context.ts";
import { messagesFor } from "../../i18n/catalogues.server.ts";
import { requestLocale, useI18n } from "../../i18n/page-locale.ts";

/** Served without React (ADR 0004); <SetupDownloadScript /> runs the download buttons. */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, pseudoLocale } = context.get(appContext);
  const [setups, mobileApp] = await Promise.all([services.getPublishedSetups(), services.getMobileApp()]);
  return { setups, mobileApp, messages: messagesFor(requestLocale(request, pseudoLocale), ["download"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "download", path: "/investar/download" });
}

function DownloadIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A desktop monitor with the installer window, drawn inline. */
function InstallerArt() {
  const { t } = useI18n();
  return (
    <svg className="download-art" viewBox="0 0 460 330" role="img" aria-labelledby="installer-art-title">
      <title id="installer-art-title">{t("download.art")}</title>
      <rect x="20" y="10" width="420" height="260" rx="14" fill="#0f1d33" />
      <rect x="34" y="24" width="392" height="232" rx="6" fill="#e9f1fa" />
      <rect x="200" y="270" width="60" height="34" fill="#0f1d33" />
      <rect x="150" y="302" width="160" height="12" rx="6" fill="#0f1d33" />
      {/* Chart in the background */}
      <polyline
        points="50,210 90,190 120,200 160,160 200,170 240,130 280,140 320,100 360,110 410,70"
        fill="none"
        stroke="#9cc9f5"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      {/* Setup window */}
      <rect x="110" y="62" width="240" height="150" rx="8" fill="#fff" stroke="#c7d3e3" />
      <rect x="110" y="62" width="240" height="30" rx="8" fill="#0b3d6e" />
      <rect x="110" y="82" width="240" height="10" fill="#0b3d6e" />
      <rect x="124" y="72" width="12" height="12" rx="3" fill="#2fbf71" />
      <rect x="142" y="74" width="90" height="8" rx="4" fill="#9cc9f5" />
      <rect x="128" y="110" width="150" height="9" rx="4.5" fill="#14213d" />
      <rect x="128" y="128" width="196" height="7" rx="3.5" fill="#b7c3d4" />
      <rect x="128" y="142" width="170" height="7" rx="3.5" fill="#b7c3d4" />
      <rect x="128" y="164" width="204" height="12" rx="6" fill="#e6eff9" />
      <rect x="128" y="164" width="140" height="12" rx="6" fill="#1b8a4f" />
      <rect x="268" y="188" width="64" height="16" rx="4" fill="#c2410c" />
    </svg>
  );
}

/** The rows of the requirements table: download.req.<row>, .min and .rec in the catalogue. */
const requirements = ["os", "cpu", "ram", "disk", "screen", "net"] as const;

/** The install steps (download.step.<n>.title/.text) and the trial's timeline (download.trial.<n>.when/.text). */
const STEPS = 6;
const TRIAL = 4;

export default function Download({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  const { setups, mobileApp } = loaderData;
  const { t, href } = useI18n();
  const steps = Array.from({ length: STEPS }, (_, n) => ({ title: t(`download.step.${n}.title`), text: t(`download.step.${n}.text`) }));
  const trial = Array.from({ length: TRIAL }, (_, n) => ({ when: t(`download.trial.${n}.when`), text: t(`download.trial.${n}.text`) }));
  const supportLink = <Link to={href("/support")}>{t("download.support")}</Link>;
  const help = [
    <>
      {t("download.help.0.a")} {supportLink}.
    </>,
    t("download.help.1.a"),
    t("download.help.2.a"),
    <>
      {t("download.help.3.a")} {supportLink} {t("download.help.3.after")}
    </>,
  ].map((answer, n) => ({ question: t(`download.help.${n}.q`), answer: <p>{answer}</p> }));
  return (
    <>
      <PageHero
        eyebrow={t("download.eyebrow")}
        heading={t("download.heading")}
        lead={t("download.lead")}
        aside={<InstallerArt />}
        actions={
          <div className="download-panel">
            <SetupDownloadButton channel="Prod" className="button button--accent">
              <DownloadIcon />
              {t("download.button")}
            </SetupDownloadButton>
            <p className="download-panel__meta">
              {t("download.meta")}{" "}
              <Link to={href("/investar/version-history")} className="hero-link">
                {t("download.whatsNew")}
              </Link>
            </p>
            {setups.Prod ? <SetupFacts setup={setups.Prod} label={t("download.prodFacts")} /> : null}
          </div>
        }
      />

      {/* ADR 0040: a phone cannot run the Windows installer; on a phone's screen the mobile app is offered first. */}
      {mobileApp.appStore || mobileApp.googlePlay ? (
        <div className="section download-phone-app">
          <div className="section__inner">
            <MobileAppLinks app={mobileApp} heading={t("download.phoneHeading")}>
              <p>{t("download.phoneText")}</p>
            </MobileAppLinks>
          </div>
        </div>
      ) : null}

      {user ? null : (
        <Band labelledBy="account-heading" layout="prose">
          <div className="notice notice--info">
            <h2 id="account-heading" className="h-small">
              {t("download.accountHeading")}
            </h2>
            <p>
              {t("download.accountText")} <Link to={href("/user/sign-up")}>{t("download.accountSignUp")}</Link> {t("download.accountAfter")}{" "}
              <Link to={href(`/user/login?returnUrl=${encodeURIComponent(href("/investar/download"))}`)}>{t("download.accountLogin")}</Link>
              .
            </p>
          </div>
        </Band>
      )}

      <Band id="system-requirements" labelledBy="requirements-heading">
        <SectionHeader id="requirements-heading" heading={t("download.requirementsHeading")} text={t("download.requirementsText")} />
        <section className="table-wrap" aria-labelledby="requirements-caption" tabIndex={0}>
          <DataTable
            className="table requirements-table"
            caption={t("download.requirementsCaption")}
            captionId="requirements-caption"
            captionHidden
            columns={[
              { heading: t("download.component"), rowHeader: true, cell: (row) => t(`download.req.${row}`) },
              { heading: t("download.minimum"), cell: (row) => t(`download.req.${row}.min`) },
              { heading: t("download.recommended"), cell: (row) => t(`download.req.${row}.rec`) },
            ]}
            rows={requirements}
            rowKey={(row) => row}
            wrapped={false}
          />
        </section>
        <p className="spaced-top">{t("download.noMac")}</p>
      </Band>

      <Band alt labelledBy="install-heading" layout="prose">
        <h2 id="install-heading">{t("download.installHeading")}</h2>
        <StepList steps={steps} />
      </Band>

      <Band labelledBy="trial-heading">
        <SectionHeader id="trial-heading" heading={t("download.trialHeading")} text={t("download.trialText")} />
        <ol className="timeline">
          {trial.map((item) => (
            <li key={item.when}>
              <span className="timeline__when">{item.when}</span>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
        <p className="section__footer">
          <ButtonLinks
            links={[
              { to: href("/Pricing"), label: t("download.plans"), look: "primary" },
              { to: href("/investar/product-comparison"), label: t("download.compare") },
            ]}
          />
        </p>
      </Band>

      <SplitBand
        alt
        id="updates-heading"
        heading={t("download.updatesHeading")}
        aside={
          <div className="card">
            <h3>{t("download.betaHeading")}</h3>
            <p>{t("download.betaText")}</p>
            <p>{t("download.betaBack")}</p>
            {setups.Beta ? <SetupFacts setup={setups.Beta} label={t("download.betaFacts")} /> : null}
            <div className="button-row">
              <SetupDownloadButton channel="Beta" className="button button--ghost">
                <DownloadIcon />
                {t("download.betaButton")}
              </SetupDownloadButton>
              <Link to={href("/investar/version-history?isBeta=true")} className="button button--ghost">
                {t("download.betaNotes")}
              </Link>
            </div>
          </div>
        }
      >
        <p>{t("download.updatesText")}</p>
        <p>
          {t("download.historyText")} <Link to={href("/investar/version-history")}>{t("download.historyLink")}</Link>.
        </p>
      </SplitBand>

      <Band labelledBy="help-heading" layout="prose">
        <h2 id="help-heading">{t("download.helpHeading")}</h2>
        <FaqList faqs={help} />
        <p className="spaced-top">
          {t("download.moreFaqs")} <Link to={href("/investar/faqs")}>{t("download.faqsLink")}</Link>.
        </p>
      </Band>

      <CtaBand
        heading={t("download.newHeading")}
        text={t("download.newText")}
        links={[{ to: href("/education/investar-software-training"), label: t("download.training") }]}
      />
      <SetupDownloadScript />
    </>
  );
}
