import { Link } from "react-router";
import type { Route } from "./+types/newsletters";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import { NewsletterChoiceForm } from "../../components/newsletters/newsletter-choice-form.tsx";
import { currentNewsletters, newsletterChoiceAction } from "../../lib/forms/newsletter-choice-action.ts";
import { appContext } from "../../load-context.ts";
import { educationMessages } from "../../i18n/education-messages.server.ts";
import { actionText } from "../../i18n/action-text.server.ts";
import { metaText, useI18n } from "../../i18n/page-locale.ts";
import { richText } from "../../i18n/rich-text.tsx";
import "../../styles/pages.css";
import "../../styles/account-forms.css";

/**
 * Nothing on this page keeps state in the browser: it is served without React (ADR 0004), and a logged-in reader's
 * newsletter boxes are a plain form posted to the page (ADR 0058).
 */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return {
    newsletters: app.user ? await currentNewsletters(app, app.user.userId) : null,
    // The page's words (docs/adr/0059-hindi-with-lingui.md).
    messages: educationMessages(request, context, ["news"]),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  // The API's refusal in the page's language (apiError.<code>, common's), as the page's loaders would say it.
  return newsletterChoiceAction(app, await request.formData(), actionText(app, request, []));
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("education.news.title"),
    description: t("education.news.description"),
    path: "/education/newsletters",
    publicUrl: publicUrlFrom(matches),
  });
}

const newsletters = [
  {
    id: "outlook",
    title: "Weekly Market Outlook",
    cadence: "Every Saturday morning",
    text: "A calm look back at the week and ahead to the next: how the broad indices, sectors and market breadth behaved, the levels chartists are watching, and the events on the calendar.",
    points: ["Nifty, Bank Nifty and sector charts", "Breadth: advances, declines and new highs", "Events and results for the coming week"],
  },
  {
    id: "scan",
    title: "Scan of the Week",
    cadence: "Every Sunday evening",
    text: "One scan, explained properly: the idea behind it, the exact conditions, how to run it in Investar, how to read the results and where the idea tends to fail.",
    points: ["Conditions you can copy into Investar", "What a good result looks like on the chart", "A risk note for every setup"],
  },
  {
    id: "release",
    title: "Product Release Notes",
    cadence: "When a new version ships",
    text: "What is new and what was fixed in each Investar release, with a short note on how to use the new features and whether you need to update.",
    points: ["New features with a how-to link", "Fixes and data changes", "Update instructions"],
  },
];

export default function Newsletters({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = useRootData();
  const { t, href, locale } = useI18n();
  const translated = locale !== "en";
  // The newsletters' own texts: the list above is the English, a translated page says each by its key.
  const say = (id: string, english: string) => (translated ? t(id) : english);
  const profileLink = (key: string) => <Link to="/my-investar/my-profile">{t(key)}</Link>;
  const signUpLink = <Link to={href("/user/sign-up")}>{t("education.news.signUpFree")}</Link>;
  return (
    <>
      <PageHero
        eyebrow={t("education.news.eyebrow")}
        heading={t("education.news.heading")}
        lead={t("education.news.lead")}
        links={[
          user
            ? { to: "/my-investar/my-profile", label: t("education.news.chooseInProfile") }
            : { to: href("/user/sign-up"), label: t("education.news.signUpToSubscribe") },
        ]}
      />

      <section className="section" aria-labelledby="our-newsletters">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="our-newsletters">{t("education.news.ours")}</h2>
            <p>{t("education.news.oursLead")}</p>
          </div>
          <div className="grid grid--3">
            {newsletters.map((letter) => (
              <article key={letter.id} className="card">
                <h3>{say(`education.news.letter.${letter.id}.title`, letter.title)}</h3>
                <p className="tag-row">
                  <span className="tag tag--up">{say(`education.news.letter.${letter.id}.cadence`, letter.cadence)}</span>
                </p>
                <p>{say(`education.news.letter.${letter.id}.text`, letter.text)}</p>
                <ul className="check-list">
                  {letter.points.map((point, i) => (
                    <li key={point}>{say(`education.news.letter.${letter.id}.point${i}`, point)}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="subscribe">
        <div className="section__inner grid grid--2">
          <div>
            <h2 id="subscribe">{t("education.news.subscribe")}</h2>
            <p>{t("education.news.subscribeLead")}</p>
            <ol className="steps">
              <li>
                <strong>{t("education.news.step1")}</strong>{" "}
                {richText(t("education.news.step1Text", { signUp: "{signUp}" }), { signUp: signUpLink })}
              </li>
              <li>
                <strong>{t("education.news.step2")}</strong>{" "}
                {richText(t("education.news.step2Text", { profile: "{profile}" }), { profile: profileLink("education.news.profilePath") })}
              </li>
              <li>
                <strong>{t("education.news.step3")}</strong> {t("education.news.step3Text")}
              </li>
            </ol>
          </div>
          <div>
            {/* A post without a session (it ended meanwhile) shows the API's refusal in the form's place. */}
            {loaderData.newsletters || actionData ? (
              <NewsletterChoiceForm current={loaderData.newsletters ?? {}} outcome={actionData} />
            ) : null}
            <h2>{t("education.news.unsubscribe")}</h2>
            <p>{t("education.news.unsubscribeLead")}</p>
            <ul className="check-list">
              <li>{richText(t("education.news.untick", { profile: "{profile}" }), { profile: profileLink("education.news.profile") })}</li>
              <li>{t("education.news.unsubscribeLink")}</li>
            </ul>
            <p>
              {richText(t("education.news.accountMails", { policy: "{policy}" }), {
                policy: <Link to={href("/investar/privacy-policy")}>{t("education.news.privacyPolicy")}</Link>,
              })}
            </p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="sample">
        <div className="section__inner prose" style={{ margin: "0 auto" }}>
          <h2 id="sample">{t("education.news.sample")}</h2>
          <p>{t("education.news.sampleLead")}</p>
          {/* The issue as it is mailed: in English, marked so on a translated page. */}
          <SampleIssue lang={translated ? "en" : undefined} />
        </div>
      </section>

      <section className="section">
        <div className="section__inner cta-band">
          <h2>{t("education.news.cta")}</h2>
          <p>{t("education.news.ctaText")}</p>
          <div className="button-row">
            <Link to={user ? "/my-investar/my-profile" : href("/user/sign-up")} className="button button--light">
              {t(user ? "education.news.openProfile" : "education.news.createAccount")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function SampleIssue({ lang }: { lang?: string }) {
  return (
    <article className="sample-issue" aria-labelledby="sample-title" lang={lang}>
      <header className="sample-issue__masthead">
        <h3 id="sample-title">Scan of the Week: pullback to a rising 50-day average</h3>
        <p>Investar newsletter · Sunday edition · about a 6-minute read</p>
      </header>
      <div className="sample-issue__body">
        <h4>The idea</h4>
        <p>
          Strong stocks rarely move in a straight line. After a run-up they often rest, drifting back towards an average that many traders
          watch — the 50-day simple moving average is a common one. This week&apos;s scan looks for stocks in a long-term uptrend that have
          pulled back to that average without breaking it, and whose momentum has cooled rather than collapsed. It does not find bottoms; it
          finds candidates worth a closer look.
        </p>

        <h4>The conditions</h4>
        <p>A stock qualifies when all five of these are true on the daily chart:</p>
        <ol>
          <li>The close is above the 200-day simple moving average (the long-term trend is up).</li>
          <li>The 50-day average is higher than it was ten sessions ago (the medium-term trend is still rising).</li>
          <li>The day&apos;s low is within 2% of the 50-day average (price has come back to it).</li>
          <li>RSI(14) is between 40 and 55 (momentum has cooled but not broken down).</li>
          <li>The 20-day average volume is above one lakh shares (enough liquidity to enter and exit).</li>
        </ol>

        <h4>Running it in Investar</h4>
        <p>
          In Standard, run the built-in moving-average and RSI scans one after the other on the NSE list and keep the symbols that appear in
          both. In Pro, write the five conditions once in the query language, save them as a scan and add a scan alert so that new
          candidates reach you without a manual run.
        </p>

        <h4>Reading the results</h4>
        <p>A long list is normal after a broad market dip. Open each chart and keep the ones where:</p>
        <ul>
          <li>volume has been lighter on the pullback than on the rise before it;</li>
          <li>the latest candle shows buyers returning — a hammer, a bullish engulfing bar or a strong close;</li>
          <li>an automatic support level or rising trendline sits close to the 50-day average, so two reasons agree.</li>
        </ul>

        <h4>Where it goes wrong</h4>
        <p>
          A pullback can become a reversal. The setup fails most visibly when the index itself is breaking down, when results or other news
          are due within days, or when the stock closes firmly below the average on heavy volume. Decide before you enter where you will be
          proved wrong — for example, a close below the recent swing low — and size the position so that being wrong costs a small, fixed
          part of your capital.
        </p>

        <h4>This week&apos;s homework</h4>
        <p>
          Run the scan on Friday&apos;s close, write down three candidates with the level that would invalidate each, and look again in ten
          sessions. Whatever happens, you will learn more about the setup from your notes than from any single result.
        </p>
      </div>
      <footer className="sample-issue__footer">
        <p>
          This newsletter is for education only. It is not a recommendation to buy, sell or hold any security, and past behaviour of a
          pattern does not guarantee future results.
        </p>
        <p>
          You receive Scan of the Week because you ticked it in My Profile. <span aria-hidden="true">·</span> Unsubscribe from this
          newsletter <span aria-hidden="true">·</span> Investar, Pune, India
        </p>
      </footer>
    </article>
  );
}
