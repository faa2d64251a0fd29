import { Link } from "react-router";
import type { Route } from "./+types/support";
import type { RouteHandle } from "../root.tsx";
import { HeroLinks, PageHero } from "../components/content-page.tsx";
import { InlineScript } from "../components/inline-script.tsx";
import { Band, SplitBand } from "../components/band.tsx";
import { PointList } from "../components/point-list.tsx";
import { DataTable } from "../components/data-table.tsx";
import { ContactCard } from "../components/contact-card.tsx";
import { TitledSteps } from "../components/step-list.tsx";
import { SupportRequestForm } from "../components/support/support-request-form.tsx";
import supportScript from "../enhance/support-page.js?enhance";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import { useBusinessContact } from "../lib/business-contact.ts";
import { appContext } from "../load-context.ts";
import { supportFormAction } from "../lib/forms/support-form-action.ts";
import { actionText } from "../i18n/action-text.server.ts";
import { authMessages } from "../i18n/auth-messages.server.ts";
import { mergedMessages, messagesFor } from "../i18n/catalogues.server.ts";
import { metaText, requestLocale, useI18n } from "../i18n/page-locale.ts";
import { richText, slots } from "../i18n/rich-text.tsx";
import "../styles/pages.css";

/** No client state: the problem-report and feedback forms are sent by a small inline script (ADR 0004), or posted without it (ADR 0058). */
export const handle: RouteHandle = { hydrate: false };

export async function action({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  // A refusal in the page's language (docs/adr/0059-hindi-with-lingui.md#errors).
  return supportFormAction(app, await request.formData(), ["problem", "feedback"], actionText(app, request, ["support"]));
}

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = requestLocale(request, context.get(appContext).pseudoLocale);
  // The forms' field messages too (auth.validation.*, i18n/field-error-text.ts).
  return { messages: mergedMessages(messagesFor(locale, ["support"]), authMessages(locale, ["validation"])) };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t, href } = metaText(matches);
  return pageMeta({
    title: t("support.page.title"),
    description: t("support.page.description"),
    path: href("/support"),
    publicUrl: publicUrlFrom(matches),
  });
}

/** The rows of the requirements table: support.page.<row> and support.page.<row>Value in the catalogue. */
const requirements = ["windows", "memory", "disk", "screen", "internet"];

/** The link cards at the foot, each with its title and text in support.page.link.<key>. */
const helpLinks = [
  { key: "faqs", to: "/investar/faqs" },
  { key: "download", to: "/investar/download" },
  { key: "training", to: "/education/investar-software-training" },
  { key: "payments", to: "/Pricing/PaymentFaqs" },
];

export default function Support({ actionData }: Route.ComponentProps) {
  // The business profile's contacts (ADR 0033); no phone card before a deployed site has one.
  const { supportEmail: SUPPORT_EMAIL, supportPhone: SUPPORT_PHONE } = useBusinessContact();
  const { t, href } = useI18n();
  const p = (key: string, values?: Record<string, unknown>) => t(`support.page.${key}`, values);
  /** A sentence with links in it: each part's placeholder is its link. */
  const linked = (key: string, parts: Record<string, [to: string, label: string]>) =>
    richText(
      p(key, slots(...Object.keys(parts))),
      Object.fromEntries(Object.entries(parts).map(([name, [to, label]]) => [name, <Link to={href(to)}>{p(label)}</Link>])),
    );
  return (
    <>
      <PageHero
        eyebrow={p("eyebrow")}
        heading={p("heading")}
        lead={p("lead")}
        actions={
          <>
            <a href="#report" className="button button--light">
              {p("reportButton")}
            </a>
            <HeroLinks links={[{ to: href("/investar/faqs"), label: p("faqsButton"), look: "outline" }]} />
          </>
        }
      />

      <Band labelledBy="contact">
        <div className="section__intro">
          <h2 id="contact">{p("contactHeading")}</h2>
          <p>{p("contactIntro")}</p>
        </div>
        <div className="grid grid--3">
          {SUPPORT_PHONE ? (
            <>
              <ContactCard
                icon={<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />}
                heading={p("phone")}
                value={
                  <a className="contact-card__value" href={`tel:${SUPPORT_PHONE.tel}`}>
                    {SUPPORT_PHONE.display}
                  </a>
                }
                hours={
                  <>
                    {p("phoneHours1")}
                    <br />
                    {p("phoneHours2")}
                  </>
                }
                best={p("phoneBest")}
              />
              <ContactCard
                icon={
                  <>
                    <path d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8 19z" />
                    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2z" />
                  </>
                }
                heading={p("whatsApp")}
                value={
                  <a className="contact-card__value" href={`https://wa.me/${SUPPORT_PHONE.whatsApp}`} rel="noopener noreferrer">
                    {SUPPORT_PHONE.display}
                  </a>
                }
                hours={p("whatsAppHours")}
                best={p("whatsAppBest")}
              />
            </>
          ) : null}
          <ContactCard
            icon={
              <>
                <rect x="3" y="5" width="18" height="14" rx="2" />
                <path d="M3.5 6l8.5 7 8.5-7" />
              </>
            }
            heading={p("email")}
            value={
              <a className="contact-card__value" href="#report">
                {SUPPORT_EMAIL}
              </a>
            }
            hours={p("emailHours")}
            best={p("emailBest")}
          />
        </div>
        <div className="notice notice--warning" style={{ marginTop: "var(--space-5)" }}>
          <p style={{ margin: 0 }}>
            <strong>{p("noteLabel")}</strong> {p("note")}
          </p>
        </div>
      </Band>

      <SplitBand
        alt
        id="remote"
        heading={p("remoteHeading")}
        layout="grid grid--2"
        aside={
          <div>
            <h3>{p("safeHeading")}</h3>
            <PointList items={[p("safe1"), p("safe2"), p("safe3")]} />
          </div>
        }
      >
        <p>{p("remoteIntro")}</p>
        <TitledSteps steps={[1, 2, 3].map((n) => [p(`remoteStep${n}Title`), p(`remoteStep${n}`)])} />
      </SplitBand>

      <Band labelledBy="install">
        <h2 id="install">{p("installHeading")}</h2>
        <div className="grid grid--2">
          <div>
            <p>{linked("installIntro", { download: ["/investar/download", "downloadPage"] })}</p>
            <section className="table-wrap" aria-label={p("requirements")} tabIndex={0}>
              <DataTable
                className="table"
                caption={p("requirements")}
                captionHidden
                columns={[
                  { heading: p("item"), rowHeader: true, cell: (row) => p(row) },
                  { heading: p("requirement"), cell: (row) => p(`${row}Value`) },
                ]}
                rows={requirements}
                rowKey={(row) => row}
                wrapped={false}
              />
            </section>
          </div>
          <div>
            <h3>{p("installerHeading")}</h3>
            <ul className="check-list">
              <li>
                {richText(p("installer1", slots("moreInfo", "runAnyway")), {
                  moreInfo: <em>{p("moreInfo")}</em>,
                  runAnyway: <em>{p("runAnyway")}</em>,
                })}
              </li>
              <li>{p("installer2")}</li>
              <li>{p("installer3")}</li>
              <li>{p("installer4")}</li>
            </ul>
            <p>{linked("newComputer", { faqs: ["/investar/faqs", "faqs"] })}</p>
          </div>
        </div>
      </Band>

      <Band alt labelledBy="data" layout="prose">
        <h2 id="data">{p("dataHeading")}</h2>
        <p>{p("dataIntro")}</p>
        <TitledSteps
          steps={[1, 2, 3, 4, 5, 6, 7].map((n) => [
            p(`data${n}Title`),
            linked(`data${n}`, {
              manage: ["/my-investar/manage-subscription", "manage"],
              history: ["/investar/version-history", "history"],
              download: ["/investar/download", "downloadPage"],
            }),
          ])}
        />
        <p>{p("dataOutro")}</p>
      </Band>

      <SplitBand
        id="report"
        heading={p("reportHeading")}
        layout="grid grid--2"
        aside={
          <div>
            <h2 id="training">{p("trainingHeading")}</h2>
            <p>{linked("trainingIntro", { training: ["/education/investar-software-training", "training"] })}</p>
            <ul className="check-list">
              <li>{p("training1")}</li>
              <li>{p("training2")}</li>
              <li>{linked("training3", { webinars: ["/education/technical-analysis-training", "webinars"] })}</li>
            </ul>
          </div>
        }
      >
        <p>{p("reportIntro", { email: SUPPORT_EMAIL })}</p>
        <p>{p("reportInclude")}</p>
        <PointList items={[1, 2, 3, 4, 5].map((n) => p(`include${n}`))} />
        <SupportRequestForm kind="problem" outcome={actionData} />
        <h2 id="feedback">{p("feedbackHeading")}</h2>
        <p>{p("feedbackIntro")}</p>
        <SupportRequestForm kind="feedback" outcome={actionData} />
      </SplitBand>

      <Band alt labelledBy="more-help">
        <h2 id="more-help">{p("moreHeading")}</h2>
        <div className="grid grid--4 link-cards">
          {helpLinks.map((link) => (
            <Link key={link.to} to={href(link.to)}>
              <article className="card">
                <h3>{p(`link.${link.key}.title`)}</h3>
                <p>{p(`link.${link.key}.text`)}</p>
                <p className="card__more" aria-hidden="true">
                  {p("open")}
                </p>
              </article>
            </Link>
          ))}
        </div>
      </Band>
      <InlineScript source={supportScript} />
    </>
  );
}
