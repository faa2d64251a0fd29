import { Link } from "react-router";
import type { Route } from "./+types/download";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import "../../styles/product.css";
import { StepList } from "../../components/step-list.tsx";
import { SetupDownloadButton } from "../../components/setup-download-button.tsx";
import { SetupDownloadScript } from "../../components/setup-download-script.tsx";
import { SetupFacts } from "../../components/setup-facts.tsx";
import { MobileAppLinks } from "../../components/mobile-app/mobile-app-links.tsx";
import { appContext } from "../../load-context.ts";

/** Served without React (ADR 0004); <SetupDownloadScript /> runs the download buttons. */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const [setups, mobileApp] = await Promise.all([services.getPublishedSetups(), services.getMobileApp()]);
  return { setups, mobileApp };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Download Investar for Windows | Investar",
    description:
      "Download the Investar charting software for Windows 10 and 11. System requirements, installation steps and what happens during the 7-day free trial.",
    path: "/investar/download",
    publicUrl: publicUrlFrom(matches),
  });
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
  return (
    <svg className="download-art" viewBox="0 0 460 330" role="img" aria-labelledby="installer-art-title">
      <title id="installer-art-title">The Investar setup wizard installing on a Windows desktop</title>
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

const requirements = [
  { item: "Operating system", minimum: "Windows 10, 64-bit", recommended: "Windows 11, 64-bit" },
  { item: "Processor", minimum: "Dual-core, 2 GHz", recommended: "Quad-core or better" },
  { item: "Memory (RAM)", minimum: "4 GB", recommended: "8 GB or more for real-time data and six-chart layouts" },
  { item: "Free disk space", minimum: "3 GB", recommended: "10 GB if you keep long intraday history" },
  { item: "Screen resolution", minimum: "1366 × 768", recommended: "1920 × 1080, or two monitors" },
  { item: "Internet", minimum: "Broadband for the daily data download", recommended: "A stable connection for real-time add-ons" },
];

const steps = [
  {
    title: "Download the installer",
    text: "Select Download for Windows. Your browser saves the Investar setup file, usually to your Downloads folder.",
  },
  {
    title: "Run the setup",
    text: "Open the file. When Windows asks whether to allow the app to make changes, check that the publisher is Investar before you continue.",
  },
  {
    title: "Follow the wizard",
    text: "Accept the licence terms and keep the suggested folder unless you have a reason to change it. Installation takes a minute or two.",
  },
  {
    title: "Log in with your Investar account",
    text: "Start Investar from the desktop shortcut and log in with the email address and password you signed up with. Your plan, or your trial, is recognised automatically.",
  },
  {
    title: "Let the first data download finish",
    text: "The first time, Investar fetches the end-of-day history for the exchanges you use. This takes a few minutes on a typical broadband line; after that, each day's update takes seconds.",
  },
  {
    title: "Open a chart and run a scan",
    text: "Type a symbol to open its chart, then try one of the ready scans. The built-in tips and our software training sessions show you the rest.",
  },
];

const trial = [
  {
    when: "Day 1",
    text: "Sign up with your email, name and mobile number, confirm your email through the link we send, then download and install Investar. No card is needed.",
  },
  {
    when: "Days 1 to 7",
    text: "Every Pro feature is unlocked: 65+ indicators, 190+ scans, the custom screener, automatic support and resistance, trendlines, signals and patterns, with end-of-day data for all five exchanges.",
  },
  {
    when: "When the trial ends",
    text: "Investar switches to Lite, the free edition. Nothing is deleted: watchlists, drawings, layouts and portfolios stay as you left them.",
  },
  {
    when: "Whenever you are ready",
    text: "Choose a plan on the pricing page. Restart Investar after paying and the features of your plan are switched on; there is nothing to reinstall.",
  },
];

export default function Download({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  const { setups, mobileApp } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Download"
        heading="Download Investar for Windows"
        lead="One installer for every edition. Install it, log in with your Investar account, and the features of your plan or of your 7-day trial are switched on automatically."
        aside={<InstallerArt />}
        actions={
          <div className="download-panel">
            <SetupDownloadButton channel="Prod" className="button button--accent">
              <DownloadIcon />
              Download for Windows
            </SetupDownloadButton>
            <p className="download-panel__meta">
              Windows 10 and 11, 64-bit. Latest production release.{" "}
              <Link to="/investar/version-history" className="hero-link">
                What&rsquo;s new
              </Link>
            </p>
            {setups.Prod ? <SetupFacts setup={setups.Prod} label="The production installer" /> : null}
          </div>
        }
      />

      {/* ADR 0040: a phone cannot run the Windows installer; on a phone's screen the mobile app is offered first. */}
      {mobileApp.appStore || mobileApp.googlePlay ? (
        <div className="section download-phone-app">
          <div className="section__inner">
            <MobileAppLinks app={mobileApp} heading="On your phone? Get the mobile app">
              <p>Investar for Windows installs on a PC. On your phone, the Investar mobile app has charts, scans and alerts.</p>
            </MobileAppLinks>
          </div>
        </div>
      ) : null}

      {user ? null : (
        <section className="section" aria-labelledby="account-heading">
          <div className="section__inner prose">
            <div className="notice notice--info">
              <h2 id="account-heading" className="h-small">
                You will need an Investar account
              </h2>
              <p>
                The software asks you to log in the first time it starts. If you do not have an account yet,{" "}
                <Link to="/user/sign-up">sign up for the 7-day free trial</Link> first; it takes under a minute. Already registered?{" "}
                <Link to="/user/login?returnUrl=%2Finvestar%2Fdownload">Log in</Link>.
              </p>
            </div>
          </div>
        </section>
      )}

      <section className="section" id="system-requirements" aria-labelledby="requirements-heading">
        <div className="section__inner">
          <div className="section__header">
            <h2 id="requirements-heading">System requirements</h2>
            <p>
              Investar is a native Windows program. It runs comfortably on most office and home computers bought in the last several years.
            </p>
          </div>
          <section className="table-wrap" aria-labelledby="requirements-caption" tabIndex={0}>
            <table className="table requirements-table">
              <caption id="requirements-caption" className="visually-hidden">
                Minimum and recommended system requirements for Investar
              </caption>
              <thead>
                <tr>
                  <th scope="col">Component</th>
                  <th scope="col">Minimum</th>
                  <th scope="col">Recommended</th>
                </tr>
              </thead>
              <tbody>
                {requirements.map((row) => (
                  <tr key={row.item}>
                    <th scope="row">{row.item}</th>
                    <td>{row.minimum}</td>
                    <td>{row.recommended}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <p className="spaced-top">
            Investar does not run natively on macOS or Linux. Your subscription belongs to your account, not to a computer, so you can move
            to a new computer at any time.
          </p>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="install-heading">
        <div className="section__inner prose">
          <h2 id="install-heading">Install in six steps</h2>
          <StepList steps={steps} />
        </div>
      </section>

      <section className="section" aria-labelledby="trial-heading">
        <div className="section__inner">
          <div className="section__header">
            <h2 id="trial-heading">What happens during your 7-day trial</h2>
            <p>The trial is the full Pro edition, so you can judge Investar on everything it does, not a cut-down sample.</p>
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
            <Link to="/Pricing" className="button button--primary">
              See plans and prices
            </Link>
            <Link to="/investar/product-comparison" className="button button--ghost">
              Compare editions
            </Link>
          </p>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="updates-heading">
        <div className="section__inner split">
          <div>
            <h2 id="updates-heading">Updates and the beta channel</h2>
            <p>
              Investar checks for a new production release when it starts and offers to install it; updates keep your data, layouts and
              settings. You can also download the latest installer from this page at any time and run it over your current installation.
            </p>
            <p>
              Every release, with its date and what changed, is listed in the <Link to="/investar/version-history">version history</Link>.
            </p>
          </div>
          <div className="card">
            <h3>Try the beta</h3>
            <p>
              Beta builds bring new features a few weeks before they reach everyone. They are tested, but less thoroughly than production
              releases, so we suggest them for a second computer rather than the one you trade from.
            </p>
            <p>The beta installs over your current version. To go back, download the production installer above and run it.</p>
            {setups.Beta ? <SetupFacts setup={setups.Beta} label="The beta installer" /> : null}
            <div className="button-row">
              <SetupDownloadButton channel="Beta" className="button button--ghost">
                <DownloadIcon />
                Download beta
              </SetupDownloadButton>
              <Link to="/investar/version-history?isBeta=true" className="button button--ghost">
                Beta release notes
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="help-heading">
        <div className="section__inner prose">
          <h2 id="help-heading">Installation questions</h2>
          <div className="faq-list">
            <details>
              <summary>My antivirus or Windows SmartScreen warns about the setup file. Is it safe?</summary>
              <div>
                <p>
                  Download the installer only from this page. New releases can take a little time to build a reputation with security tools,
                  so a warning may appear for a few days after a release. If the publisher shown is not Investar, or you are unsure, do not
                  run the file and contact <Link to="/support">support</Link>.
                </p>
              </div>
            </details>
            <details>
              <summary>Can I install Investar on my office computer?</summary>
              <div>
                <p>
                  Yes, if you are allowed to install software on it. On managed networks, ask your IT team to allow the Investar application
                  to connect to the internet, otherwise data downloads will fail.
                </p>
              </div>
            </details>
            <details>
              <summary>How do I move Investar to a new computer?</summary>
              <div>
                <p>
                  Install it on the new computer and log in with the same account. With a single licence, log out on the old computer first.
                  To use two computers at the same time, add a simultaneous licence to your subscription.
                </p>
              </div>
            </details>
            <details>
              <summary>The download did not start. What should I do?</summary>
              <div>
                <p>
                  Try again after a minute, and check that your browser allows downloads from this site. If it still fails, write to{" "}
                  <Link to="/support">support</Link> and we will send you a direct link.
                </p>
              </div>
            </details>
          </div>
          <p className="spaced-top">
            More answers are in the <Link to="/investar/faqs">Investar FAQs</Link>.
          </p>
        </div>
      </section>

      <section className="section">
        <div className="section__inner cta-band">
          <h2>New to Investar?</h2>
          <p>Our software training walks you through layouts, scans and alerts, so you get the most out of your first week.</p>
          <div className="button-row">
            <Link to="/education/investar-software-training" className="button button--light">
              Software training
            </Link>
          </div>
        </div>
      </section>
      <SetupDownloadScript />
    </>
  );
}
