import { Link } from "react-router";
import type { Route } from "./+types/newsletters";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import { NewsletterChoiceForm } from "../../components/newsletters/newsletter-choice-form.tsx";
import { currentNewsletters, newsletterChoiceAction } from "../../lib/forms/newsletter-choice-action.ts";
import { appContext } from "../../load-context.ts";
import "../../styles/pages.css";
import "../../styles/account-forms.css";

/**
 * Nothing on this page keeps state in the browser: it is served without React (ADR 0004), and a logged-in reader's
 * newsletter boxes are a plain form posted to the page (ADR 0058).
 */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return { newsletters: app.user ? await currentNewsletters(app, app.user.userId) : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  return newsletterChoiceAction(context.get(appContext), await request.formData());
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Newsletters: weekly market outlook, scan of the week and release notes | Investar",
    description:
      "Three free Investar newsletters: a weekly market outlook, a scan of the week you can run yourself, and product release notes. See a sample issue and how to subscribe.",
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
  return (
    <>
      <PageHero
        eyebrow="Education"
        heading="Newsletters worth opening"
        lead="Three short, free emails from the Investar team: a weekly look at the market, one scan explained in depth, and notes on each new release. Education only — never tips."
        links={[
          user
            ? { to: "/my-investar/my-profile", label: "Choose newsletters in My Profile" }
            : { to: "/user/sign-up", label: "Sign up to subscribe" },
        ]}
      />

      <section className="section" aria-labelledby="our-newsletters">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="our-newsletters">Our newsletters</h2>
            <p>Subscribe to any combination. Each one is short enough to read with your morning tea.</p>
          </div>
          <div className="grid grid--3">
            {newsletters.map((letter) => (
              <article key={letter.id} className="card">
                <h3>{letter.title}</h3>
                <p className="tag-row">
                  <span className="tag tag--up">{letter.cadence}</span>
                </p>
                <p>{letter.text}</p>
                <ul className="check-list">
                  {letter.points.map((point) => (
                    <li key={point}>{point}</li>
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
            <h2 id="subscribe">How to subscribe</h2>
            <p>Newsletters go to Investar account holders, so your subscription choices sit with the rest of your account settings.</p>
            <ol className="steps">
              <li>
                <strong>Have an account.</strong> <Link to="/user/sign-up">Sign up free</Link> if you do not have one yet — it takes under a
                minute and also starts a 7-day trial of the software.
              </li>
              <li>
                <strong>Open My Profile.</strong> Go to <Link to="/my-investar/my-profile">My Investar → My Profile</Link> while logged in.
              </li>
              <li>
                <strong>Tick the newsletters you want</strong> and save. The next issue of each arrives on its usual day.
              </li>
            </ol>
          </div>
          <div>
            {/* A post without a session (it ended meanwhile) shows the API's refusal in the form's place. */}
            {loaderData.newsletters || actionData ? (
              <NewsletterChoiceForm current={loaderData.newsletters ?? {}} outcome={actionData} />
            ) : null}
            <h2>How to unsubscribe</h2>
            <p>Either way takes effect straight away; you can change your mind at any time.</p>
            <ul className="check-list">
              <li>
                Untick the newsletter in <Link to="/my-investar/my-profile">My Profile</Link> and save.
              </li>
              <li>Or use the unsubscribe link at the bottom of any issue; it stops that newsletter only.</li>
            </ul>
            <p>
              Unsubscribing from newsletters does not affect account emails you need, such as password resets, payment receipts and
              subscription reminders. We never sell or share our mailing list; see the{" "}
              <Link to="/investar/privacy-policy">privacy policy</Link>.
            </p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="sample">
        <div className="section__inner prose" style={{ margin: "0 auto" }}>
          <h2 id="sample">A sample issue</h2>
          <p>Here is a complete Scan of the Week, exactly as it would reach your inbox.</p>
          <SampleIssue />
        </div>
      </section>

      <section className="section">
        <div className="section__inner cta-band">
          <h2>Get the next issue</h2>
          <p>Free for every Investar account holder, whether you are on a trial, on Lite or on a paid plan.</p>
          <div className="button-row">
            <Link to={user ? "/my-investar/my-profile" : "/user/sign-up"} className="button button--light">
              {user ? "Open My Profile" : "Create a free account"}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function SampleIssue() {
  return (
    <article className="sample-issue" aria-labelledby="sample-title">
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
