import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { ClosurePeriodChoice } from "@investar/core";
import { useState, type FormEvent } from "react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/close-account";
import { FormField, SubmitButton } from "../../components/form-field.tsx";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { forgetUser } from "../../lib/client-session.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/account.css";

const closeAccount = lazyEndpoint(() => import("@investar/contract/account-closure/close-account"), "closeAccount");
const sendClosureCode = lazyEndpoint(() => import("@investar/contract/account-closure/send-closure-code"), "sendClosureCode");

const PATH = "/my-investar/privacy/close-account";

export async function loader({ context }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  if (!user) throw redirect(`/user/login?returnUrl=${encodeURIComponent(PATH)}`);
  return { userId: user.userId, page: await services.getClosurePage(user.userId) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Close my account | Investar",
    description: "Close your Investar account and erase your personal data.",
    path: PATH,
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** docs/business-rules.md#account-closure: what closing does, the choice for a paid period, and the confirmation. */
export default function CloseAccount({ loaderData }: Route.ComponentProps) {
  const { userId, page } = loaderData;
  const [closed, setClosed] = useState<{ message: string; effects: string[] } | null>(null);
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const needsChoice = page.periods.some((period) => period.refund !== null);
  const form = useForm({
    initial: { password: "", code: "", periodChoice: "" as "" | ClosurePeriodChoice },
    validate: (values) => ({
      password: page.hasPassword && !values.password ? "Enter your password to confirm." : null,
      code: !page.hasPassword && !values.code.trim() ? "Enter the code we mailed you." : null,
      periodChoice: needsChoice && !values.periodChoice ? "Choose what happens to your paid subscription." : null,
    }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(
      (values) =>
        callEndpoint(closeAccount, {
          body: {
            userId,
            ...(page.hasPassword ? { password: values.password } : { code: values.code.trim() }),
            ...(values.periodChoice ? { periodChoice: values.periodChoice } : {}),
          },
        }),
      (result) => result.message,
    );
    if (!answer) return;
    // Every session has ended, this browser's too.
    forgetUser();
    setClosed({ message: answer.message, effects: answer.effects });
  };

  const sendCode = async () => {
    const answer = await callEndpoint(sendClosureCode, { body: { userId } });
    if (answer.ok) setCodeSent(answer.data.message);
    else form.setError(answer.failure.message);
  };

  if (closed) {
    return (
      <div className="page-narrow profile-page">
        <h1>Your account is closed</h1>
        <section className="card profile-section" aria-label="What was done">
          <p role="status">{closed.message}</p>
          <ul>
            {closed.effects.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>You have been logged out on every device.</p>
          <Link to="/" className="button button--ghost">
            Go to the home page
          </Link>
        </section>
      </div>
    );
  }

  // Until a choice is made, what happens whatever is chosen; then what the choice does too.
  const choice = needsChoice ? form.values.periodChoice : "end";
  const effects = !choice ? page.effectsIfEnd.slice(page.periodCount) : choice === "end" ? page.effectsIfEnd : page.effectsIfRefund;
  return (
    <div className="page-narrow profile-page">
      <h1>Close my account and erase my data</h1>
      <section className="card profile-section" aria-labelledby="closing-what">
        <h2 id="closing-what">What happens</h2>
        <ul>
          <li>Your account is closed at once: you are logged out on every device and cannot log in.</li>
          <li>
            We mail you a link to reopen it. It works until <strong>{page.finalOn}</strong> (7 days).
          </li>
          <li>
            After that your personal data is erased for good: profile, saved billing details, devices, logins and messages. Only the
            invoices, credit notes and payment records that the tax law requires us to keep for eight years keep your name and address.
          </li>
          <li>Marketing mails stop. An email address you used can sign up again later as a new, empty account.</li>
          {effects.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {page.refusal ? (
        <p className="notice notice--warning" role="alert">
          {page.refusal}
        </p>
      ) : (
        <section className="card profile-section" aria-labelledby="closing-confirm">
          <h2 id="closing-confirm">Confirm</h2>
          <form onSubmit={submit} noValidate>
            {needsChoice ? (
              <fieldset className="choice-group choice-group--list">
                <legend className="choice-group__legend">Your paid subscription</legend>
                <div className="choice-group__options">
                  {page.periods.map((period) => (
                    <p key={period.orderNumber}>
                      Order {period.orderNumber} ({period.product}) is paid through {period.paidThrough}: {period.daysUnused} of its{" "}
                      {period.daysBought} days are unused{period.refund ? `, worth ${period.refund}` : ""}.
                    </p>
                  ))}
                  {(
                    [
                      ["refund", "Refund the unused days to my wallet as cash credit, and end it today"],
                      ["end", "End it today without a refund"],
                    ] as const
                  ).map(([value, label]) => (
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
                        <span className="choice__label">{label}</span>
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
                  label="Your password"
                  type="password"
                  autoComplete="current-password"
                  maxLength={200}
                  {...form.field("password")}
                />
              </>
            ) : (
              <>
                <p>Your account has no password (you sign in with Google or Facebook): confirm with a code we mail to {page.email}.</p>
                <button type="button" className="button button--ghost" onClick={sendCode}>
                  {codeSent ? "Mail a new code" : "Mail me a code"}
                </button>
                {codeSent ? <p role="status">{codeSent}</p> : null}
                <FormField
                  id="close-code"
                  label="Code"
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
            <SubmitButton className="button button--danger" busy={form.busy} busyLabel="Closing…">
              Close my account
            </SubmitButton>
          </form>
        </section>
      )}
    </div>
  );
}
