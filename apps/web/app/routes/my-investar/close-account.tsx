import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { closureMessages, type ClosurePeriodChoice } from "@investar/core";
import { useState, type FormEvent } from "react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/close-account";
import { FormField, SubmitButton } from "../../components/form-field.tsx";
import { closureEffectText } from "../../components/privacy/closure-effect-text.ts";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { forgetUser } from "../../lib/client-session.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { customerMessages } from "../../i18n/customer-messages.server.ts";
import { errorText } from "../../i18n/error-text.ts";
import { reportIn } from "../../i18n/failure-text.ts";
import { metaText, useI18n } from "../../i18n/page-locale.ts";
import { richText, slots } from "../../i18n/rich-text.tsx";
import "../../styles/account.css";
import { ScriptButton } from "../../components/script-button.tsx";

const closeAccount = lazyEndpoint(() => import("@investar/contract/account-closure/close-account"), "closeAccount");
const sendClosureCode = lazyEndpoint(() => import("@investar/contract/account-closure/send-closure-code"), "sendClosureCode");

const PATH = "/my-investar/privacy/close-account";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  if (!user) throw redirect(`/user/login?returnUrl=${encodeURIComponent(PATH)}`);
  const messages = customerMessages(request, context, { privacy: ["privacy.close."], auth: ["auth.validation."] });
  return { userId: user.userId, page: await services.getClosurePage(user.userId), messages };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("privacy.close.title"),
    description: t("privacy.close.description"),
    path: PATH,
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** A refusal the page shows before anything is asked, by its key in core's closureMessages; another one as the server said it. */
const refusalKey = (refusal: string) => Object.entries(closureMessages).find(([, message]) => message === refusal)?.[0];

/** docs/business-rules.md#account-closure: what closing does, the choice for a paid period, and the confirmation. */
export default function CloseAccount({ loaderData }: Route.ComponentProps) {
  const { userId, page } = loaderData;
  const text = useI18n();
  const { t } = text;
  // An English page says the server's own lines; another language says the same effects from their data.
  const english = text.locale === "en";
  const [closed, setClosed] = useState<{ message: string; effects: string[] } | null>(null);
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const needsChoice = page.periods.some((period) => period.refund !== null);
  const form = useForm({
    initial: { password: "", code: "", periodChoice: "" as "" | ClosurePeriodChoice },
    validate: (values) => ({
      password: page.hasPassword && !values.password ? t("privacy.close.passwordRequired") : null,
      code: !page.hasPassword && !values.code.trim() ? t("privacy.close.codeRequired") : null,
      periodChoice: needsChoice && !values.periodChoice ? t("privacy.close.choiceRequired") : null,
    }),
    report: reportIn(text),
  });
  const partsOf = (choice: "" | ClosurePeriodChoice) => (choice === "refund" ? page.partsIfRefund : page.partsIfEnd);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = needsChoice ? form.values.periodChoice : "end";
    const answer = await form.submit(
      (values) =>
        callEndpoint(closeAccount, {
          body: {
            userId,
            ...(page.hasPassword ? { password: values.password } : { code: values.code.trim() }),
            ...(values.periodChoice ? { periodChoice: values.periodChoice } : {}),
          },
        }),
      (result) => (english ? result.message : t("privacy.close.closedMessage", { reference: result.reference })),
    );
    if (!answer) return;
    // Every session has ended, this browser's too.
    forgetUser();
    setClosed(
      english
        ? { message: answer.message, effects: answer.effects }
        : {
            message: t("privacy.close.closedMessage", { reference: answer.reference }),
            effects: partsOf(chosen).map((effect) => closureEffectText(text, effect, page.today, true)),
          },
    );
  };

  const sendCode = async () => {
    const answer = await callEndpoint(sendClosureCode, { body: { userId } });
    if (answer.ok)
      setCodeSent(
        english || answer.data.minutes === undefined
          ? answer.data.message
          : t("privacy.close.codeSent", { email: page.email, minutes: answer.data.minutes }),
      );
    else form.setError(errorText(text, "apiError", answer.failure));
  };

  if (closed) {
    return (
      <div className="page-narrow profile-page">
        <h1>{t("privacy.close.closed")}</h1>
        <section className="card profile-section" aria-label={t("privacy.close.done")}>
          <p role="status">{closed.message}</p>
          <ul>
            {closed.effects.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{t("privacy.close.loggedOut")}</p>
          <Link to="/" className="button button--ghost">
            {t("privacy.close.home")}
          </Link>
        </section>
      </div>
    );
  }

  // Until a choice is made, what happens whatever is chosen; then what the choice does too.
  const choice = needsChoice ? form.values.periodChoice : "end";
  const effects = english
    ? !choice
      ? page.effectsIfEnd.slice(page.periodCount)
      : choice === "end"
        ? page.effectsIfEnd
        : page.effectsIfRefund
    : (!choice ? page.partsIfEnd.slice(page.periodCount) : partsOf(choice)).map((effect) =>
        closureEffectText(text, effect, page.today, false),
      );
  const refusal = page.refusal ? refusalKey(page.refusal) : undefined;
  return (
    <div className="page-narrow profile-page">
      <h1>{t("privacy.close.heading")}</h1>
      <section className="card profile-section" aria-labelledby="closing-what">
        <h2 id="closing-what">{t("privacy.close.what")}</h2>
        <ul>
          <li>{t("privacy.close.atOnce")}</li>
          <li>
            {richText(t("privacy.close.reopen", slots("day")), {
              day: <strong>{english ? page.finalOn : text.day(page.finalDay)}</strong>,
            })}
          </li>
          <li>{t("privacy.close.erased")}</li>
          <li>{t("privacy.close.marketing")}</li>
          {effects.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {page.refusal ? (
        <p className="notice notice--warning" role="alert">
          {!english && refusal && text.has(`privacy.close.refusal.${refusal}`) ? t(`privacy.close.refusal.${refusal}`) : page.refusal}
        </p>
      ) : (
        <section className="card profile-section" aria-labelledby="closing-confirm">
          <h2 id="closing-confirm">{t("privacy.close.confirm")}</h2>
          <form onSubmit={submit} noValidate>
            {needsChoice ? (
              <fieldset className="choice-group choice-group--list">
                <legend className="choice-group__legend">{t("privacy.close.choice")}</legend>
                <div className="choice-group__options">
                  {page.periods.map((period, index) => {
                    const part = page.partsIfRefund[index];
                    const data = part?.kind === "period" ? part : null;
                    const values = {
                      order: period.orderNumber,
                      product: data ? t(`privacy.close.product.${data.product}`) : period.product,
                      paidThrough: data && !english ? text.day(data.lastDay) : period.paidThrough,
                      unused: period.daysUnused,
                      bought: period.daysBought,
                      amount: data?.refund && !english ? text.money(data.refund.amount, data.refund.currency) : period.refund,
                    };
                    return (
                      <p key={period.orderNumber}>{t(period.refund ? "privacy.close.period" : "privacy.close.periodNoValue", values)}</p>
                    );
                  })}
                  {(["refund", "end"] as const).map((value) => (
                    <label key={value} className="choice">
                      <input
                        type="radio"
                        id={`close-choice-${value}`}
                        name="period-choice"
                        value={value}
                        checked={form.values.periodChoice === value}
                        onChange={() => form.set("periodChoice", value)}
                      />
                      <span className="choice__text">
                        <span className="choice__label">{t(`privacy.close.choice.${value}`)}</span>
                      </span>
                    </label>
                  ))}
                </div>
                {form.errorOf("periodChoice") ? (
                  <p className="field__error" role="alert">
                    {form.errorOf("periodChoice")}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
            {page.hasPassword ? (
              <>
                <input type="text" name="username" autoComplete="username" value={page.email} readOnly hidden />
                <FormField
                  id="close-password"
                  label={t("privacy.close.password")}
                  type="password"
                  autoComplete="current-password"
                  maxLength={200}
                  {...form.field("password")}
                />
              </>
            ) : (
              <>
                <p>{t("privacy.close.noPassword", { email: page.email })}</p>
                <ScriptButton className="button button--ghost" onClick={sendCode}>
                  {codeSent ? t("privacy.close.mailNewCode") : t("privacy.close.mailCode")}
                </ScriptButton>
                {codeSent ? <p role="status">{codeSent}</p> : null}
                <FormField
                  id="close-code"
                  label={t("privacy.close.code")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  {...form.field("code")}
                />
              </>
            )}
            {form.error ? (
              <p className="field__error" role="alert">
                {form.error}
              </p>
            ) : null}
            <SubmitButton className="button button--danger" busy={form.busy} busyLabel={t("privacy.close.closing")}>
              {t("privacy.close.submit")}
            </SubmitButton>
          </form>
        </section>
      )}
    </div>
  );
}
