import { isCurrency, WEBINAR_LANGUAGES, WEBINAR_LEVELS } from "@investar/core";
import type { Route } from "./+types/technical-analysis-training";
import type { RouteHandle } from "../../root.tsx";
import { HeroLinks, PageHero } from "../../components/content-page.tsx";
import { EducationScript } from "../../components/education/education-script.tsx";
import { HowRegistrationWorks } from "../../components/education/how-registration-works.tsx";
import { RegisterDialog } from "../../components/education/register-dialog.tsx";
import { PastWebinars, UpcomingWebinars } from "../../components/education/webinar-lists.tsx";
import { levels, topics } from "../../content/technical-analysis-training.tsx";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import { educationMessages, signUpNoticeMessages, WEBINAR_LIST_GROUPS } from "../../i18n/education-messages.server.ts";
import { metaText, useI18n } from "../../i18n/page-locale.ts";
import { richText } from "../../i18n/rich-text.tsx";
import "../../styles/pages.css";
import "../../styles/education.css";
import { mergedMessages, NO_MESSAGES } from "../../i18n/catalogues.server.ts";

/** Cards, filters and the register dialog are server-rendered with one small script: no framework (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : "";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, user, clientIp } = context.get(appContext);
  const url = new URL(request.url);
  const chosen = url.searchParams.get("currency");
  const currency = isCurrency(chosen) ? chosen : (await services.getUserLocation(clientIp)).currency;
  const caller = user ? { userId: user.userId, isAdmin: user.isAdmin } : null;
  const [upcoming, past] = await Promise.all([
    services.listWebinars({ track: "technical-analysis", isLive: true, caller, currency }),
    services.listWebinars({ track: "technical-analysis", isLive: false, caller, currency }),
  ]);
  return {
    upcoming,
    past,
    currency,
    level: oneOf(WEBINAR_LEVELS, url.searchParams.get("level")),
    language: oneOf(WEBINAR_LANGUAGES, url.searchParams.get("language")),
    returnUrl: `${url.pathname}${url.search}`,
    // The page's words (docs/adr/0059-hindi-with-lingui.md); a visitor's register dialog shows the sign-up notice too.
    messages: mergedMessages(
      educationMessages(request, context, ["ta", "reg", "dialog", "script", ...WEBINAR_LIST_GROUPS]),
      user ? NO_MESSAGES : signUpNoticeMessages(request, context),
    ),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("education.ta.title"),
    description: t("education.ta.description"),
    path: "/education/technical-analysis-training",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function TechnicalAnalysisTraining({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  const { upcoming, past, currency, level, language, returnUrl } = loaderData;
  const viewer = { loggedIn: user !== null, returnUrl };
  const { t, href, locale } = useI18n();
  const translated = locale !== "en";
  return (
    <div className="webinar-page">
      <PageHero
        eyebrow={t("education.ta.eyebrow")}
        heading={t("education.ta.heading")}
        lead={t("education.ta.lead")}
        links={
          user
            ? [{ to: "/education/my-webinars", label: t("education.ta.goMine") }]
            : [
                { to: href("/user/sign-up"), label: t("education.ta.signUp") },
                { to: href("/user/login?returnUrl=%2Feducation%2Fmy-webinars"), label: t("education.ta.logIn"), look: "outline" },
              ]
        }
      />

      <section className="section" aria-labelledby="upcoming">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="upcoming">{t("education.ta.upcoming")}</h2>
            <p>
              {richText(t("education.ta.upcomingLead", { currency, switch: "{switch}" }), {
                switch: (
                  <a href={currency === "INR" ? "?currency=USD" : "?currency=INR"}>
                    {t("education.ta.showPricesIn", { currency: currency === "INR" ? "USD" : "INR" })}
                  </a>
                ),
              })}
            </p>
          </div>
          <UpcomingWebinars
            webinars={upcoming}
            viewer={viewer}
            level={level}
            language={language}
            emptyText={t("education.ta.noneScheduled")}
          />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="past">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="past">{t("education.ta.past")}</h2>
            <p>{t("education.ta.pastLead")}</p>
          </div>
          <PastWebinars webinars={past} isAdmin={user?.isAdmin ?? false} />
        </div>
      </section>

      <section className="section" aria-labelledby="levels">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="levels">{t("education.ta.levels")}</h2>
            <p>{t("education.ta.levelsLead")}</p>
          </div>
          <div className="grid grid--3">
            {levels.map((level, i) => {
              // The content file is the English; a translated page says each text by its key (education.ta.level.<i>.<field>).
              const say = (field: "summary" | "forWhom" | "learn" | "prerequisite") =>
                translated ? t(`education.ta.level.${i}.${field}`) : level[field];
              return (
                <article key={level.name} className={`card level-card level-card--${level.name.toLowerCase()}`}>
                  <h3>{t("education.card.level", { level: level.name })}</h3>
                  <p>{say("summary")}</p>
                  <dl>
                    <dt>{t("education.ta.forWhom")}</dt>
                    <dd>{say("forWhom")}</dd>
                    <dt>{t("education.ta.learn")}</dt>
                    <dd>{say("learn")}</dd>
                    <dt>{t("education.ta.prerequisite")}</dt>
                    <dd>{say("prerequisite")}</dd>
                  </dl>
                </article>
              );
            })}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="topics">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="topics">{t("education.ta.topics")}</h2>
            <p>{t("education.ta.topicsLead")}</p>
          </div>
          <div className="grid grid--4">
            {topics.map((topic, i) => (
              <article key={topic.title} className="card topic-card">
                <h3>
                  <span className="contact-card__icon">{topic.icon}</span>
                  {translated ? t(`education.ta.topic.${i}.title`) : topic.title}
                </h3>
                <p>{translated ? t(`education.ta.topic.${i}.text`) : topic.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="formats">
        <div className="section__inner grid grid--2">
          <div>
            <h2 id="formats">{t("education.ta.formats")}</h2>
            <h3>{t("education.ta.live")}</h3>
            <ul className="tag-row" aria-label={t("education.ta.languages")}>
              <li className="tag">{t("education.card.language", { language: "English" })}</li>
              <li className="tag tag--accent">{t("education.card.language", { language: "Hindi" })}</li>
            </ul>
            <p>{t("education.ta.liveP1")}</p>
            <p>{t("education.ta.liveP2")}</p>
            <h3>{t("education.ta.recorded")}</h3>
            <p>{t("education.ta.recordedP")}</p>
          </div>
          <div>
            <h2>{t("education.ta.presenters")}</h2>
            <p>{t("education.ta.presentersP1")}</p>
            <p>{t("education.ta.presentersP2")}</p>
            <div className="notice notice--info">
              <p style={{ margin: 0 }}>{t("education.ta.methodsNotTips")}</p>
            </div>
          </div>
        </div>
      </section>

      <HowRegistrationWorks />

      <section className="section">
        <div className="section__inner cta-band">
          <h2>{t(user ? "education.ta.ctaMine" : "education.ta.ctaStart")}</h2>
          <p>{t(user ? "education.ta.ctaMineText" : "education.ta.ctaStartText")}</p>
          <div className="button-row">
            <HeroLinks
              links={[
                user
                  ? { to: "/education/my-webinars", label: t("education.card.openMine") }
                  : { to: href("/user/sign-up"), label: t("education.ta.signUp") },
                { to: href("/education/investar-software-training"), label: t("education.ta.softwareTraining"), look: "outline" },
              ]}
            />
          </div>
        </div>
      </section>
      {user ? null : <RegisterDialog loginUrl={href(`/user/login?returnUrl=${encodeURIComponent(returnUrl)}`)} />}
      <EducationScript />
    </div>
  );
}
