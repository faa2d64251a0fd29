import { useSearchParams } from "react-router";
import type { Route } from "./+types/broker-partner";
import type { RouteHandle } from "../../root.tsx";
import { ChartFigure } from "../../components/charts/chart-figure.tsx";
import { ButtonLinks, PageHero } from "../../components/content-page.tsx";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { mergedMessages, messagesFor, messagesStartingWith } from "../../i18n/catalogues.server.ts";
import { authMessages, SIGN_UP_FORM_GROUPS } from "../../i18n/auth-messages.server.ts";
import { requestLocale, useI18n } from "../../i18n/page-locale.ts";
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

/** The page's texts (landing.brokerPartner.*), the request form's (support), the chart's caption and the client sign-up's (auth's sign-up groups). */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request, context.get(appContext).pseudoLocale);
  const messages = mergedMessages(
    messagesFor(locale, ["landing", "support"]),
    messagesStartingWith(messagesFor(locale, ["product"]), ["product.chart."]),
    authMessages(locale, SIGN_UP_FORM_GROUPS),
  );
  return { messages };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "landing.brokerPartner", path: "/investar/broker-partner" });
}

/** The benefits' cards (benefits.<slug>.title/.text), the steps of joining (steps.<slug>.…) and who the programme suits (fit.<slug>). */
const benefits = ["cobrand", "codes", "revenue", "integration", "training", "education"];
const steps = ["write", "agree", "live", "grow"];
const fit = ["registered", "network", "tools", "revenue"];

export default function BrokerPartner({ actionData }: Route.ComponentProps) {
  const { user } = useRootData();
  const [search] = useSearchParams();
  // The activation mail of a client's sign-up leads back here (?welcome=client): then the questionnaire comes first.
  const welcomed = user !== null && search.get("welcome") === "client";
  const { t, href } = useI18n();
  return (
    <>
      {welcomed ? (
        <Band id="client-questionnaire" labelledBy="questionnaire-heading" layout="prose">
          <h2 id="questionnaire-heading">{t("landing.brokerPartner.questionnaire.heading")}</h2>
          <p>{t("landing.brokerPartner.questionnaire.lead")}</p>
          <BrokerClientQuestionnaire userId={user.userId} name={user.name} />
        </Band>
      ) : null}
      <PageHero
        eyebrow={t("landing.brokerPartner.eyebrow")}
        heading={t("landing.brokerPartner.heading")}
        lead={t("landing.brokerPartner.lead")}
        aside={<ChartFigure kind="scan" />}
        actions={
          <>
            <a href="#talk-to-us" className="button button--light">
              {t("landing.brokerPartner.writeToUs")}
            </a>
            <a href="#how-it-works" className="button button--on-dark">
              {t("landing.brokerPartner.howItWorks")}
            </a>
          </>
        }
      />

      <SplitBand
        id="why-heading"
        heading={t("landing.brokerPartner.why.heading")}
        aside={
          <div className="card">
            <h3>{t("landing.brokerPartner.fit.heading")}</h3>
            <PointList items={fit.map((slug) => t(`landing.brokerPartner.fit.${slug}`))} />
          </div>
        }
      >
        <p className="lead-text">{t("landing.brokerPartner.why.lead")}</p>
        <p>{t("landing.brokerPartner.why.built")}</p>
        <p>{t("landing.brokerPartner.why.clients")}</p>
      </SplitBand>

      <Band alt labelledBy="benefits-heading">
        <SectionHeader id="benefits-heading" heading={t("landing.brokerPartner.benefits.heading")} />
        <TextCards
          columns={3}
          items={benefits.map((slug) => ({
            title: t(`landing.brokerPartner.benefits.${slug}.title`),
            text: t(`landing.brokerPartner.benefits.${slug}.text`),
          }))}
        />
      </Band>

      <Band id="how-it-works" labelledBy="how-heading" layout="prose">
        <h2 id="how-heading">{t("landing.brokerPartner.howItWorks")}</h2>
        <StepList
          steps={steps.map((slug) => ({
            title: t(`landing.brokerPartner.steps.${slug}.title`),
            text: t(`landing.brokerPartner.steps.${slug}.text`),
          }))}
        />
      </Band>

      <Band alt labelledBy="responsible-heading" layout="prose">
        <h2 id="responsible-heading">{t("landing.brokerPartner.responsible.heading")}</h2>
        <p>{t("landing.brokerPartner.responsible.tool")}</p>
        <p>{t("landing.brokerPartner.responsible.guidelines")}</p>
      </Band>

      {user ? null : (
        <SplitBand
          id="client-sign-up-heading"
          anchor="client-sign-up"
          heading={t("landing.brokerPartner.client.heading")}
          aside={<BrokerClientSignUp outcome={actionData} />}
        >
          <p className="lead-text">{t("landing.brokerPartner.client.lead")}</p>
        </SplitBand>
      )}

      <Band layout="cta-band">
        <h2 id="talk-to-us">{t("landing.brokerPartner.talk.heading")}</h2>
        <p>{t("landing.brokerPartner.talk.text")}</p>
        <SupportRequestForm kind="broker-request" outcome={actionData} />
        <div className="button-row">
          <ButtonLinks links={[{ to: href("/investar/all-products"), label: t("landing.brokerPartner.seeProducts"), look: "solid" }]} />
        </div>
      </Band>
      <InlineScript source={brokerPartnerScript} />
    </>
  );
}
