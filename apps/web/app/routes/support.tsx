import { Link } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/support";
import type { RouteHandle } from "../root.tsx";
import { HeroLinks, PageHero } from "../components/content-page.tsx";
import { InlineScript } from "../components/inline-script.tsx";
import { SupportRequestForm } from "../components/support/support-request-form.tsx";
import supportScript from "../enhance/support-page.js?enhance";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import { useBusinessContact } from "../lib/business-contact.ts";
import { appContext } from "../load-context.ts";
import { supportFormAction } from "../lib/forms/support-form-action.ts";
import "../styles/pages.css";

/** No client state: the problem-report and feedback forms are sent by a small inline script (ADR 0004), or posted without it (ADR 0058). */
export const handle: RouteHandle = { hydrate: false };

export async function action({ context, request }: Route.ActionArgs) {
  return supportFormAction(context.get(appContext), await request.formData(), ["problem", "feedback"]);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Support: phone, email, WhatsApp and remote help | Investar",
    description:
      "Contact Investar support by phone, email or WhatsApp (hours in IST), get remote help with installation, fix data-update problems step by step and report a problem.",
    path: "/support",
    publicUrl: publicUrlFrom(matches),
  });
}

const helpLinks = [
  {
    to: "/investar/faqs",
    title: "Frequently asked questions",
    text: "Answers about licences, trials, data, scans and activating the software.",
  },
  {
    to: "/investar/download",
    title: "Download the setup",
    text: "The latest Windows installer, plus what changed in each release.",
  },
  {
    to: "/education/investar-software-training",
    title: "Software training videos",
    text: "Short how-to clips and long walkthroughs of every part of Investar.",
  },
  {
    to: "/Pricing/PaymentFaqs",
    title: "Payment questions",
    text: "Invoices, GST, manual payments, wallet credits and renewals.",
  },
];

export default function Support({ actionData }: Route.ComponentProps) {
  // The business profile's contacts (ADR 0033); no phone card before a deployed site has one.
  const { supportEmail: SUPPORT_EMAIL, supportPhone: SUPPORT_PHONE } = useBusinessContact();
  return (
    <>
      <PageHero
        eyebrow="Support"
        heading="Help from people who use Investar every day"
        lead="Our support team in India answers by phone, email and WhatsApp, can connect to your computer to set things up with you, and has walked thousands of users through installation and data updates."
        actions={
          <>
            <a href="#report" className="button button--light">
              Report a problem
            </a>
            <HeroLinks links={[{ to: "/investar/faqs", label: "Read the FAQs", look: "outline" }]} />
          </>
        }
      />

      <section className="section" aria-labelledby="contact">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="contact">Contact us</h2>
            <p>All times are Indian Standard Time (IST, UTC+5:30). We are closed on Sundays and national holidays.</p>
          </div>
          <div className="grid grid--3">
            {SUPPORT_PHONE ? (
              <>
                <article className="card contact-card">
                  <ContactIcon>
                    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
                  </ContactIcon>
                  <h3>Phone</h3>
                  <a className="contact-card__value" href={`tel:${SUPPORT_PHONE.tel}`}>
                    {SUPPORT_PHONE.display}
                  </a>
                  <p className="contact-card__hours">
                    Monday to Friday, 9:30 am – 6:30 pm
                    <br />
                    Saturday, 10:00 am – 2:00 pm
                  </p>
                  <p>Best for installation and activation problems you want solved while you are at your computer.</p>
                </article>
                <article className="card contact-card">
                  <ContactIcon>
                    <path d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8 19z" />
                    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2z" />
                  </ContactIcon>
                  <h3>WhatsApp</h3>
                  <a className="contact-card__value" href={`https://wa.me/${SUPPORT_PHONE.whatsApp}`} rel="noopener noreferrer">
                    {SUPPORT_PHONE.display}
                  </a>
                  <p className="contact-card__hours">Monday to Saturday, 9:00 am – 8:00 pm (messages only)</p>
                  <p>Send a screenshot of the error and your registered email; we reply in the same chat.</p>
                </article>
              </>
            ) : null}
            <article className="card contact-card">
              <ContactIcon>
                <rect x="3" y="5" width="18" height="14" rx="2" />
                <path d="M3.5 6l8.5 7 8.5-7" />
              </ContactIcon>
              <h3>Email</h3>
              <a className="contact-card__value" href="#report">
                {SUPPORT_EMAIL}
              </a>
              <p className="contact-card__hours">Any time; answered within one working day, usually the same day</p>
              <p>Best for billing questions, detailed problem reports and anything that needs a written answer.</p>
            </article>
          </div>
          <div className="notice notice--warning" style={{ marginTop: "var(--space-5)" }}>
            <p style={{ margin: 0 }}>
              <strong>Please note:</strong> support covers the software, your data and your subscription. We do not give buy or sell
              recommendations, and we will never ask for your trading-account password, your bank details or a one-time password (OTP).
            </p>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="remote">
        <div className="section__inner grid grid--2">
          <div>
            <h2 id="remote">Remote assistance</h2>
            <p>
              When a problem is easier to show than to describe, one of our engineers can view and control your screen — with your
              permission and only while you watch. Most remote sessions take 10 to 20 minutes.
            </p>
            <ol className="steps">
              <li>
                <strong>Ask for a session.</strong> Call or message us during support hours, or email us with two or three times that suit
                you.
              </li>
              <li>
                <strong>Start the remote-desktop tool.</strong> We tell you which free tool to run and where to get it; it shows a one-time
                session code.
              </li>
              <li>
                <strong>Read out the code to the engineer on the call.</strong> You can see everything they do and can end the session at
                any moment by closing the tool.
              </li>
            </ol>
          </div>
          <div>
            <h3>Keep yourself safe</h3>
            <ul className="check-list">
              <li>Only share a session code with someone you contacted through the numbers or address on this page.</li>
              <li>Close your broker terminal and banking sites before the session starts.</li>
              <li>Our engineers never open your email, files or browser, and never ask you to make a payment during a session.</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="install">
        <div className="section__inner">
          <h2 id="install">Installation help</h2>
          <div className="grid grid--2">
            <div>
              <p>
                Investar is a Windows desktop program. Download the setup from the <Link to="/investar/download">download page</Link>, run
                it and follow the installer; the first login starts the end-of-day data download for your exchanges.
              </p>
              <section className="table-wrap" aria-label="System requirements" tabIndex={0}>
                <table className="table">
                  <caption className="visually-hidden">System requirements</caption>
                  <thead>
                    <tr>
                      <th scope="col">Item</th>
                      <th scope="col">Requirement</th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th scope="row">Windows</th>
                      <td>Windows 10 or 11, 64-bit</td>
                    </tr>
                    <tr>
                      <th scope="row">Memory</th>
                      <td>4 GB RAM; 8 GB for intraday data and multi-window layouts</td>
                    </tr>
                    <tr>
                      <th scope="row">Disk</th>
                      <td>2 GB free for the program and several years of end-of-day history</td>
                    </tr>
                    <tr>
                      <th scope="row">Screen</th>
                      <td>1366 × 768 or larger</td>
                    </tr>
                    <tr>
                      <th scope="row">Internet</th>
                      <td>Any broadband or mobile connection for data updates</td>
                    </tr>
                  </tbody>
                </table>
              </section>
            </div>
            <div>
              <h3>If the installer will not run</h3>
              <ul className="check-list">
                <li>
                  Windows may show a blue “Windows protected your PC” box. Choose <em>More info</em>, check that the publisher is Investar,
                  then choose <em>Run anyway</em>.
                </li>
                <li>
                  Some antivirus programs hold back new downloads. Allow the setup file and the installed Investar program, then run the
                  setup again.
                </li>
                <li>Install from an account with administrator rights, or ask your system administrator to run the setup for you.</li>
                <li>Installing a newer version keeps your layouts, watchlists and downloaded data.</li>
              </ul>
              <p>
                Moving to a new computer? Install there and log in with the same user id. How many computers you can use at once depends on
                your licence type — see the <Link to="/investar/faqs">FAQs</Link>.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="data">
        <div className="section__inner prose">
          <h2 id="data">Data not updating? Work through these steps</h2>
          <p>
            Most missing-data problems come down to one of the causes below. Check them in order; after each fix, run the data update again.
          </p>
          <ol className="steps">
            <li>
              <strong>Has the exchange published the data yet?</strong> End-of-day data for NSE and BSE is usually ready in the evening
              after the exchanges release their closing files; MCX and NCDEX come later because their sessions end later. There is no new
              data on weekends and exchange holidays, except for special sessions the exchange announces.
            </li>
            <li>
              <strong>Is your subscription active?</strong> Open <Link to="/my-investar/manage-subscription">Manage subscription</Link> and
              check the expiry date. Intraday and real-time data need the matching data add-on. After a plan expires, updates continue only
              for the grace period (3 days for monthly, 5 for quarterly and 7 for annual plans).
            </li>
            <li>
              <strong>Can Investar reach the internet?</strong> Open any website to confirm your connection, then make sure Windows Firewall
              and your antivirus allow the Investar program. Office networks with a proxy server may need the proxy set in the
              software&apos;s connection settings.
            </li>
            <li>
              <strong>Is your computer&apos;s clock right?</strong> A wrong date, time or time zone makes secure connections fail. Set the
              time zone to (UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi and turn on automatic time.
            </li>
            <li>
              <strong>Are you on the latest version?</strong> Compare your version with the{" "}
              <Link to="/investar/version-history">version history</Link> and install the newest setup from the{" "}
              <Link to="/investar/download">download page</Link> if you are behind. Older versions can stop receiving data when the
              exchanges change their file formats.
            </li>
            <li>
              <strong>Download the missing days again.</strong> If you were away for a while, choose the date range you missed in the data
              download window rather than only today&apos;s date.
            </li>
            <li>
              <strong>One symbol looks wrong?</strong> Splits, bonuses and symbol changes are adjusted centrally. Re-download that
              symbol&apos;s history; if the chart still looks wrong, tell us the symbol, exchange and date.
            </li>
          </ol>
          <p>
            If none of this helps, report the problem as described below and we aim to look into data problems before the next trading
            session opens.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="report">
        <div className="section__inner grid grid--2">
          <div>
            <h2 id="report">Report a problem</h2>
            <p>
              Send the form below; it reaches {SUPPORT_EMAIL} with your attachments. You get a confirmation mail with a reference number at
              once; quote it if you write again so the whole history stays together.
            </p>
            <p>A good report lets us fix things without a long back-and-forth. Please include:</p>
            <ul className="check-list">
              <li>your registered email or user id;</li>
              <li>the Investar version and your Windows version;</li>
              <li>what you did, what you expected and what happened instead;</li>
              <li>the exact error message or a screenshot, and the time it happened;</li>
              <li>for data problems, the symbol, exchange, timeframe and date.</li>
            </ul>
            <SupportRequestForm kind="problem" outcome={actionData} />
            <h2 id="feedback">Send feedback</h2>
            <p>Tell us what works for you and what you would change; every message is read by the product team.</p>
            <SupportRequestForm kind="feedback" outcome={actionData} />
          </div>
          <div>
            <h2 id="training">Learn the software</h2>
            <p>
              Many questions have a two-minute answer in our <Link to="/education/investar-software-training">software training</Link>{" "}
              videos. New users can also join a live webinar to see Investar used on real charts and ask questions as they go.
            </p>
            <ul className="check-list">
              <li>Short videos for single tasks: adding a symbol, saving a layout, setting an alert.</li>
              <li>Long walkthroughs for scans, the screener and portfolio management.</li>
              <li>
                <Link to="/education/technical-analysis-training">Technical analysis webinars</Link> in English and Hindi, from beginner to
                expert.
              </li>
            </ul>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="more-help">
        <div className="section__inner">
          <h2 id="more-help">Find answers yourself</h2>
          <div className="grid grid--4 link-cards">
            {helpLinks.map((link) => (
              <Link key={link.to} to={link.to}>
                <article className="card">
                  <h3>{link.title}</h3>
                  <p>{link.text}</p>
                  <p className="card__more" aria-hidden="true">
                    Open →
                  </p>
                </article>
              </Link>
            ))}
          </div>
        </div>
      </section>
      <InlineScript source={supportScript} />
    </>
  );
}

/** A contact card's line icon: 24-pixel, drawn in the text colour. */
function ContactIcon({ children }: { children: ReactNode }) {
  return (
    <div className="contact-card__icon" aria-hidden="true">
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        {children}
      </svg>
    </div>
  );
}
