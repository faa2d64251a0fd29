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
import "../../styles/pages.css";
import "../../styles/education.css";

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
  return { videos, live, returnUrl: `${url.pathname}${url.search}` };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Investar software training: short videos and full walkthroughs",
    description:
      "Learn Investar step by step: installing, data download, chart layouts, drawing tools, scans, alerts, the screener, the query language and portfolio management.",
    path: "/education/investar-software-training",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function InvestarSoftwareTraining({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  const { videos, live, returnUrl } = loaderData;
  return (
    <div className="webinar-page">
      <PageHero
        eyebrow="Education"
        heading="Investar software training"
        lead="Short videos for single tasks and long walkthroughs for whole workflows, arranged as a course from installation to the query language. Watch at your own pace, in the order you need."
        links={[{ to: "/education/technical-analysis-training", label: "Technical analysis training" }]}
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
                <h2 id={`videos-${group.category}`}>{group.title}</h2>
                <p>
                  {group.length}. {group.text}
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
              <h2 id="live-trainings">Live software trainings</h2>
              <p>Work through the software with a presenter and ask your questions as you go.</p>
            </div>
            <UpcomingWebinars webinars={live} viewer={{ loggedIn: user !== null, returnUrl }} level="" language="" emptyText="" />
          </div>
        </section>
      ) : null}

      <section className="section section--alt" aria-labelledby="curriculum">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="curriculum">The curriculum</h2>
            <p>Nine modules, in the order most people learn the software. Jump to the one you need:</p>
          </div>
          <nav aria-label="Training modules">
            <ul className="tag-row" style={{ justifyContent: "center" }}>
              {modules.map((module, index) => (
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

      {modules.map((module, index) => (
        <section
          key={module.id}
          id={module.id}
          className={index % 2 === 1 ? "section section--alt" : "section"}
          aria-labelledby={`${module.id}-heading`}
          style={{ scrollMarginTop: 72 }}
        >
          <div className="section__inner module">
            <div>
              <span className="module__number">Module {index + 1}</span>
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
                <h3>Short videos</h3>
                <ul className="check-list" style={{ marginBottom: 0 }}>
                  {module.short.map((title) => (
                    <li key={title}>{title}</li>
                  ))}
                </ul>
              </div>
              <div className="video-group">
                <h3>Long walkthrough</h3>
                <p>{module.walkthrough}</p>
              </div>
            </div>
          </div>
        </section>
      ))}

      <section className="section section--alt" aria-labelledby="trial-plan">
        <div className="section__inner prose" style={{ margin: "0 auto" }}>
          <h2 id="trial-plan">A seven-day plan for your free trial</h2>
          <p>
            The trial lasts seven days and includes every feature, so it is the best time to work through the course. One short session a
            day is enough:
          </p>
          <ol className="steps">
            {trialPlan.map((item) => (
              <li key={item.day}>
                <strong>{item.day}.</strong> {item.text}
              </li>
            ))}
          </ol>
          <p>
            Prefer to learn with a person? Join a live software training listed on this page, or ask our{" "}
            <Link to="/support">support team</Link> to walk you through any module over a remote session.
          </p>
        </div>
      </section>

      <TrialCta heading="Follow along in your own copy of Investar" />
      {user || live.length === 0 ? null : <RegisterDialog loginUrl={`/user/login?returnUrl=${encodeURIComponent(returnUrl)}`} />}
      <EducationScript />
    </div>
  );
}
