import { Link } from "react-router";
import type { Route } from "./+types/investar-software-training";
import type { RouteHandle } from "../../root.tsx";
import { PageHero, TrialCta } from "../../components/content-page.tsx";
import { EducationScript } from "../../components/education/education-script.tsx";
import { RegisterDialog } from "../../components/education/register-dialog.tsx";
import { VideoTile } from "../../components/education/video-tile.tsx";
import { UpcomingWebinars } from "../../components/education/webinar-lists.tsx";
import { modules, trialPlan, videoCategories } from "../../content/software-training.ts";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import { educationMessages, signUpNoticeMessages, trialCtaMessages, WEBINAR_LIST_GROUPS } from "../../i18n/education-messages.server.ts";
import { metaText, useI18n } from "../../i18n/page-locale.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { contentTreeIn } from "../../i18n/content-text.ts";
import "../../styles/pages.css";
import "../../styles/education.css";
import { mergedMessages, NO_MESSAGES } from "../../i18n/catalogues.server.ts";

/** Videos play in the page through a thumbnail facade and one small script: no framework (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, user, clientIp } = context.get(appContext);
  const caller = user ? { userId: user.userId, isAdmin: user.isAdmin } : null;
  const { currency } = await services.getUserLocation(clientIp);
  const [videos, live] = await Promise.all([
    services.listTrainingVideos(null),
    services.listWebinars({ track: "software", isLive: true, caller, currency }),
  ]);
  const url = new URL(request.url);
  return {
    videos,
    live,
    returnUrl: `${url.pathname}${url.search}`,
    // The page's words (docs/adr/0059-hindi-with-lingui.md); a visitor's register dialog shows the sign-up notice too.
    messages: mergedMessages(
      educationMessages(request, context, ["software", "dialog", "video", "script", ...WEBINAR_LIST_GROUPS]),
      trialCtaMessages(request, context),
      user || live.length === 0 ? NO_MESSAGES : signUpNoticeMessages(request, context),
    ),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("education.software.title"),
    description: t("education.software.description"),
    path: "/education/investar-software-training",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function InvestarSoftwareTraining({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  const { videos, live, returnUrl } = loaderData;
  const text = useI18n();
  const { t, href, locale } = text;
  const translated = locale !== "en";
  // The modules' texts by their keys (education.software.mod.<i>.<field>); English pages show the content file as it is.
  const shownModules = contentTreeIn(modules, "education.software.mod", text);
  return (
    <div className="webinar-page">
      <PageHero
        eyebrow={t("education.software.eyebrow")}
        heading={t("education.software.heading")}
        lead={t("education.software.lead")}
        links={[{ to: href("/education/technical-analysis-training"), label: t("education.software.taTraining") }]}
      />

      {videoCategories.map((group, index) => {
        const inGroup = videos.filter((video) => video.category === group.category);
        if (inGroup.length === 0) return null;
        return (
          <section
            key={group.category}
            className={index % 2 === 1 ? "section section--alt" : "section"}
            aria-labelledby={`videos-${group.category}`}
          >
            <div className="section__inner">
              <div className="section__intro">
                <h2 id={`videos-${group.category}`}>{translated ? t(`education.software.group.${group.category}.title`) : group.title}</h2>
                <p>
                  {translated
                    ? `${t(`education.software.group.${group.category}.length`)}. ${t(`education.software.group.${group.category}.text`)}`
                    : `${group.length}. ${group.text}`}
                </p>
              </div>
              <div className="grid grid--3">
                {inGroup.map((video) => (
                  <VideoTile key={video.id} video={video} />
                ))}
              </div>
            </div>
          </section>
        );
      })}

      {live.length > 0 ? (
        <section className="section" aria-labelledby="live-trainings">
          <div className="section__inner">
            <div className="section__intro">
              <h2 id="live-trainings">{t("education.software.live")}</h2>
              <p>{t("education.software.liveLead")}</p>
            </div>
            <UpcomingWebinars webinars={live} viewer={{ loggedIn: user !== null, returnUrl }} level="" language="" emptyText="" />
          </div>
        </section>
      ) : null}

      <section className="section section--alt" aria-labelledby="curriculum">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="curriculum">{t("education.software.curriculum")}</h2>
            <p>{t("education.software.curriculumLead")}</p>
          </div>
          <nav aria-label={t("education.software.modules")}>
            <ul className="tag-row" style={{ justifyContent: "center" }}>
              {shownModules.map((module, index) => (
                <li key={module.id}>
                  <a href={`#${module.id}`} className="tag">
                    {index + 1}. {module.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      {shownModules.map((module, index) => (
        <section
          key={module.id}
          id={module.id}
          className={index % 2 === 1 ? "section section--alt" : "section"}
          aria-labelledby={`${module.id}-heading`}
          style={{ scrollMarginTop: 72 }}
        >
          <div className="section__inner module">
            <div>
              <span className="module__number">{t("education.software.module", { number: index + 1 })}</span>
              <h2 id={`${module.id}-heading`}>{module.title}</h2>
              <p>{module.intro}</p>
              {module.edition ? (
                <p className="notice notice--info" style={{ fontSize: "0.95rem" }}>
                  {module.edition}
                </p>
              ) : null}
            </div>
            <div className="card">
              <div className="video-group">
                <h3>{t("education.software.shortVideos")}</h3>
                <ul className="check-list" style={{ marginBottom: 0 }}>
                  {module.short.map((title) => (
                    <li key={title}>{title}</li>
                  ))}
                </ul>
              </div>
              <div className="video-group">
                <h3>{t("education.software.walkthrough")}</h3>
                <p>{module.walkthrough}</p>
              </div>
            </div>
          </div>
        </section>
      ))}

      <section className="section section--alt" aria-labelledby="trial-plan">
        <div className="section__inner prose" style={{ margin: "0 auto" }}>
          <h2 id="trial-plan">{t("education.software.trialPlan")}</h2>
          <p>{t("education.software.trialPlanLead")}</p>
          <ol className="steps">
            {trialPlan.map((item, i) => (
              <li key={item.day}>
                <strong>{t("education.software.day", { day: i + 1 })}.</strong> {translated ? t(`education.software.plan.${i}`) : item.text}
              </li>
            ))}
          </ol>
          <p>
            {richText(t("education.software.person", { support: "{support}" }), {
              support: <Link to={href("/support")}>{t("education.software.supportTeam")}</Link>,
            })}
          </p>
        </div>
      </section>

      <TrialCta heading={t("education.software.trialCta")} />
      {user || live.length === 0 ? null : <RegisterDialog loginUrl={href(`/user/login?returnUrl=${encodeURIComponent(returnUrl)}`)} />}
      <EducationScript />
    </div>
  );
}
