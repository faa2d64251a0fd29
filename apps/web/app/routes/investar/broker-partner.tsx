import { useSearchParams } from "react-router";
import type { Route } from "./+types/broker-partner";
import type { RouteHandle } from "../../root.tsx";
import { ChartFigure } from "../../components/charts/chart-figure.tsx";
import { ButtonLinks, PageHero } from "../../components/content-page.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/product.css";
import { Band, SectionHeader, SplitBand } from "../../components/band.tsx";
import { PointList } from "../../components/point-list.tsx";
import { TextCards } from "../../components/text-cards.tsx";
import { StepList } from "../../components/step-list.tsx";
import { SupportRequestForm } from "../../components/support/support-request-form.tsx";
import { BrokerClientQuestionnaire } from "../../components/broker/broker-client-questionnaire.tsx";
import { BrokerClientSignUp, brokerSignUpPrefill, OPENED_ACCOUNT_FIELD } from "../../components/broker/broker-client-sign-up.tsx";
import { InlineScript } from "../../components/inline-script.tsx";
import brokerPartnerScript from "../../enhance/broker-partner.js?enhance";
import { useRootData } from "../../lib/root-data.ts";
import { appContext } from "../../load-context.ts";
import { signUpAction } from "../../lib/forms/sign-up-action.ts";
import { supportFormAction } from "../../lib/forms/support-form-action.ts";
import "../../styles/account-area.css";
import "../../styles/account-forms.css";

/**
 * No client state: the sign-up, the questionnaire and the request form are rendered here from the request (its query
 * and session) and sent by a small inline script (ADR 0004).
 */
export const handle: RouteHandle = { hydrate: false };

/**
 * The page's forms posted without a script (ADR 0058), each sent on as the script sends it: a broker client's sign-up
 * (both steps, through RegisterForZerodhaPage with the box as posted) and the partner team's request form.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const step = (await request.clone().formData()).get("form");
  if (step === "signup-email" || step === "signup-details") {
    return signUpAction(context.get(appContext), request, "Zerodha", null, {
      prefill: (search, form) => brokerSignUpPrefill(search, form.get(OPENED_ACCOUNT_FIELD) === "on"),
      keep: [OPENED_ACCOUNT_FIELD],
    });
  }
  return supportFormAction(context.get(appContext), await request.formData(), ["broker-request"]);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Broker partner programme: offer Investar to your clients | Investar",
    description:
      "For stock brokers: give your clients Investar charting and scanning software with co-branded trials, partner codes, referral revenue and integration support.",
    path: "/investar/broker-partner",
    publicUrl: publicUrlFrom(matches),
  });
}

const benefits = [
  {
    title: "Co-branded trials",
    text: "Your clients sign up through a page that carries your name and logo beside ours, and get the full 7-day Investar trial. They stay your clients; we provide the software.",
  },
  {
    title: "Partner codes",
    text: "Every partner gets a code that links sign-ups and subscriptions to your firm. Use one code for the whole firm, or separate codes for branches and authorised persons.",
  },
  {
    title: "Referral revenue",
    text: "Earn a share of the subscriptions your clients take, for as long as they stay subscribed. Statements are monthly, and payouts are made to your firm's bank account.",
  },
  {
    title: "Integration support",
    text: "Our team works with your technology and marketing teams on co-branded download pages, links from your back office or client portal, and campaign tracking.",
  },
  {
    title: "Training for your team",
    text: "Online sessions for your dealers and relationship managers, so they can show clients how to use charts, scans and alerts with confidence.",
  },
  {
    title: "Client education",
    text: "Joint webinars on technical analysis and on using Investar, run by our trainers for your clients, with your branding on the invitation.",
  },
];

const steps = [
  {
    title: "Write to us",
    text: "Tell us about your firm: your exchange memberships, the number of active clients and the segments they trade.",
  },
  {
    title: "Agree the terms",
    text: "We share the partner agreement, the revenue share and the co-branding guidelines, and answer your compliance team's questions.",
  },
  {
    title: "Go live",
    text: "You receive your partner codes and co-branded trial page. Most partners are live within two weeks of signing.",
  },
  {
    title: "Grow together",
    text: "Track sign-ups, trials and subscriptions in your monthly statement, and plan webinars and campaigns with your partner manager.",
  },
];

export default function BrokerPartner({ actionData }: Route.ComponentProps) {
  const { user } = useRootData();
  const [search] = useSearchParams();
  // The activation mail of a client's sign-up leads back here (?welcome=client): then the questionnaire comes first.
  const welcomed = user !== null && search.get("welcome") === "client";
  return (
    <>
      {welcomed ? (
        <Band id="client-questionnaire" labelledBy="questionnaire-heading" layout="prose">
          <h2 id="questionnaire-heading">Welcome to Investar: two minutes about how you trade</h2>
          <p>
            Your answers help our partner team set up the right training for you. Only the segments are needed; the partner code is
            optional.
          </p>
          <BrokerClientQuestionnaire userId={user.userId} name={user.name} />
        </Band>
      ) : null}
      <PageHero
        eyebrow="Partners"
        heading="Offer your clients better tools for their trading decisions"
        lead="The Investar broker partner programme lets stock brokers give their clients professional charting and scanning software for NSE, BSE, NSE F&O, MCX and NCDEX, with co-branded trials and referral revenue for the firm."
        aside={<ChartFigure kind="scan" />}
        actions={
          <>
            <a href="#talk-to-us" className="button button--light">
              Write to the partner team
            </a>
            <a href="#how-it-works" className="button button--on-dark">
              How it works
            </a>
          </>
        }
      />

      <SplitBand
        id="why-heading"
        heading="Why brokers partner with Investar"
        aside={
          <div className="card">
            <h3>The programme is a good fit if you are</h3>
            <PointList
              items={[
                "A SEBI-registered stock broker with retail clients in equity, F&O or commodities",
                "A broker with a network of branches or authorised persons",
                "Looking to offer clients research tools without building them in-house",
                "Interested in an additional, recurring revenue stream",
              ]}
            />
          </div>
        }
      >
        <p className="lead-text">
          Clients who understand what they are trading tend to trade with more discipline and stay longer. Good tools help with that.
        </p>
        <p>
          For fifteen years Investar has been built for Indian markets: the exchanges your clients trade, the F&amp;O contracts they follow
          and the way they work, mostly in the evening after the close and intraday when the market is open. Offering it under your name
          adds value to your platform without building or maintaining software yourself.
        </p>
        <p>Your clients keep their trading account with you. Investar is an analysis tool; it does not take orders or hold funds.</p>
      </SplitBand>

      <Band alt labelledBy="benefits-heading">
        <SectionHeader id="benefits-heading" heading="What partners get" />
        <TextCards columns={3} items={benefits} />
      </Band>

      <Band id="how-it-works" labelledBy="how-heading" layout="prose">
        <h2 id="how-heading">How it works</h2>
        <StepList steps={steps} />
      </Band>

      <Band alt labelledBy="responsible-heading" layout="prose">
        <h2 id="responsible-heading">Promoting Investar responsibly</h2>
        <p>
          Investar gives traders charts, scans, automatic studies and signals based on price and volume data. It is not investment advice
          and it cannot guarantee profits. We ask every partner to present it that way: as a tool that helps clients analyse the market and
          manage risk, never as a source of tips or assured returns.
        </p>
        <p>
          Our co-branding guidelines include approved descriptions and screenshots, and we are happy to review your campaign material before
          it goes out. Your compliance team stays in control of what is sent to your clients.
        </p>
      </Band>

      {user ? null : (
        <SplitBand
          id="client-sign-up-heading"
          anchor="client-sign-up"
          heading="Trading through one of our broker partners?"
          aside={<BrokerClientSignUp outcome={actionData} />}
        >
          <p className="lead-text">
            Start your 7-day Investar trial here. We mail you an activation link; once your account is active, tell us in two minutes how
            you trade and enter your partner code if your branch gave you one.
          </p>
        </SplitBand>
      )}

      <Band layout="cta-band">
        <h2 id="talk-to-us">Talk to the partner team</h2>
        <p>
          Tell us your firm&rsquo;s name, a contact person and a phone number, or ask us to support your broker. We reply within two working
          days, quoting the reference number of your request.
        </p>
        <SupportRequestForm kind="broker-request" outcome={actionData} />
        <div className="button-row">
          <ButtonLinks links={[{ to: "/investar/all-products", label: "See the products", look: "solid" }]} />
        </div>
      </Band>
      <InlineScript source={brokerPartnerScript} />
    </>
  );
}
