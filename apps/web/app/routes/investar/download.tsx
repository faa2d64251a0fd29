import { Link } from "react-router";
import type { Route } from "./+types/download";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
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
        <section className="section" aria-labelledby="account-heading">
          <div className="section__inner prose">
            <div className="notice notice--info">
              <h2 id="account-heading" className="h-small">
                {t("download.accountHeading")}
              </h2>
              <p>
                {t("download.accountText")} <Link to={href("/user/sign-up")}>{t("download.accountSignUp")}</Link>{" "}
                {t("download.accountAfter")}{" "}
                <Link to={href(`/user/login?returnUrl=${encodeURIComponent(href("/investar/download"))}`)}>
                  {t("download.accountLogin")}
                </Link>
                .
              </p>
            </div>
          </div>
        </section>
      )}

      <section className="section" id="system-requirements" aria-labelledby="requirements-heading">
        <div className="section__inner">
          <div className="section__header">
            <h2 id="requirements-heading">{t("download.requirementsHeading")}</h2>
            <p>{t("download.requirementsText")}</p>
          </div>
          <section className="table-wrap" aria-labelledby="requirements-caption" tabIndex={0}>
            <table className="table requirements-table">
              <caption id="requirements-caption" className="visually-hidden">
                {t("download.requirementsCaption")}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("download.component")}</th>
                  <th scope="col">{t("download.minimum")}</th>
                  <th scope="col">{t("download.recommended")}</th>
                </tr>
              </thead>
              <tbody>
                {requirements.map((row) => (
                  <tr key={row}>
                    <th scope="row">{t(`download.req.${row}`)}</th>
                    <td>{t(`download.req.${row}.min`)}</td>
                    <td>{t(`download.req.${row}.rec`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <p className="spaced-top">{t("download.noMac")}</p>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="install-heading">
        <div className="section__inner prose">
          <h2 id="install-heading">{t("download.installHeading")}</h2>
          <StepList steps={steps} />
        </div>
      </section>

      <section className="section" aria-labelledby="trial-heading">
        <div className="section__inner">
          <div className="section__header">
            <h2 id="trial-heading">{t("download.trialHeading")}</h2>
            <p>{t("download.trialText")}</p>
          </div>
          <ol className="timeline">
            {trial.map((item) => (
              <li key={item.when}>
                <span className="timeline__when">{item.when}</span>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
          <p className="section__footer">
            <Link to={href("/Pricing")} className="button button--primary">
              {t("download.plans")}
            </Link>
            <Link to={href("/investar/product-comparison")} className="button button--ghost">
              {t("download.compare")}
            </Link>
          </p>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="updates-heading">
        <div className="section__inner split">
          <div>
            <h2 id="updates-heading">{t("download.updatesHeading")}</h2>
            <p>{t("download.updatesText")}</p>
            <p>
              {t("download.historyText")} <Link to={href("/investar/version-history")}>{t("download.historyLink")}</Link>.
            </p>
          </div>
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
        </div>
      </section>

      <section className="section" aria-labelledby="help-heading">
        <div className="section__inner prose">
          <h2 id="help-heading">{t("download.helpHeading")}</h2>
          <div className="faq-list">
            <details>
              <summary>{t("download.help.0.q")}</summary>
              <div>
                <p>
                  {t("download.help.0.a")} <Link to={href("/support")}>{t("download.support")}</Link>.
                </p>
              </div>
            </details>
            <details>
              <summary>{t("download.help.1.q")}</summary>
              <div>
                <p>{t("download.help.1.a")}</p>
              </div>
            </details>
            <details>
              <summary>{t("download.help.2.q")}</summary>
              <div>
                <p>{t("download.help.2.a")}</p>
              </div>
            </details>
            <details>
              <summary>{t("download.help.3.q")}</summary>
              <div>
                <p>
                  {t("download.help.3.a")} <Link to={href("/support")}>{t("download.support")}</Link> {t("download.help.3.after")}
                </p>
              </div>
            </details>
          </div>
          <p className="spaced-top">
            {t("download.moreFaqs")} <Link to={href("/investar/faqs")}>{t("download.faqsLink")}</Link>.
          </p>
        </div>
      </section>

      <section className="section">
        <div className="section__inner cta-band">
          <h2>{t("download.newHeading")}</h2>
          <p>{t("download.newText")}</p>
          <div className="button-row">
            <Link to={href("/education/investar-software-training")} className="button button--light">
              {t("download.training")}
            </Link>
          </div>
        </div>
      </section>
      <SetupDownloadScript />
    </>
  );
}
