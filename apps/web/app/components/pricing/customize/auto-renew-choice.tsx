import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { EndpointAnswer } from "@investar/contract/endpoint";
import type { QuoteSelection } from "@investar/core";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { useI18n } from "../../../i18n/page-locale.ts";
import "../../../styles/choices.css";

const getAutoRenewTerms = lazyEndpoint(() => import("@investar/contract/renewals/get-auto-renew-terms"), "getAutoRenewTerms");

type Terms = EndpointAnswer<typeof getAutoRenewTerms>;
type State = { kind: "loading" } | { kind: "ready"; answer: Terms } | { kind: "failed"; message: string };

/**
 * "Renew automatically" (docs/business-rules.md#auto-renew-opt-in): unticked until the customer ticks it, beside the
 * terms the server states for this selection (what, how often, from when, the mandate's limit, cancel any
 * time), which are the terms the payment then asks the gateway to register. A subscription that renews
 * itself already says so instead.
 */
export function AutoRenewChoice({
  userId,
  selection,
  checked,
  onChange,
  disabled,
}: {
  userId: number;
  selection: QuoteSelection;
  checked: boolean;
  onChange(on: boolean): void;
  disabled: boolean;
}) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const { t, href, money, day, locale } = useI18n();
  // English keeps the server's own sentence; another language says the same terms from their figures.
  const termsText = (terms: NonNullable<Terms["terms"]>) =>
    locale === "en"
      ? terms.text
      : t("checkout.autoRenew.terms", {
          automatic: terms.automatic ? "yes" : "no",
          amount: money(terms.renewalAmount, terms.currency),
          limit: money(terms.upperLimit, terms.currency),
          frequency: terms.frequency,
          from: day(terms.firstDebitDay),
        });
  const key = JSON.stringify(selection);
  useEffect(() => {
    let current = true;
    setState({ kind: "loading" });
    void callEndpoint(getAutoRenewTerms, { body: { userId, selItems: { ...selection, addons: [...selection.addons] } } }).then((result) => {
      if (!current) return;
      setState(result.ok ? { kind: "ready", answer: result.data } : { kind: "failed", message: result.failure.message });
    });
    return () => {
      current = false;
    };
    // The selection is compared by value: a new object with the same choices asks nothing again.
  }, [userId, key]);

  const alreadyOn = state.kind === "ready" ? state.answer.alreadyOn : null;
  useEffect(() => {
    if (alreadyOn && checked) onChange(false);
  }, [alreadyOn, checked, onChange]);

  if (alreadyOn)
    return (
      <p className="auto-renew-choice auto-renew-choice--on" id="auto-renew">
        {t("checkout.autoRenew.on", { card: alreadyOn.card })}{" "}
        <Link to={href("/my-investar/manage-subscription")}>{t("checkout.autoRenew.manage")}</Link>
      </p>
    );
  const terms = state.kind === "ready" ? state.answer.terms : null;
  const hint =
    state.kind === "loading"
      ? t("checkout.autoRenew.loading")
      : state.kind === "failed"
        ? t("checkout.autoRenew.failed", { reason: state.message })
        : terms
          ? termsText(terms)
          : "";
  return (
    <div className="auto-renew-choice" id="auto-renew">
      <label className="choice">
        <input
          type="checkbox"
          name="auto-renew"
          checked={checked && terms !== null}
          disabled={disabled || terms === null}
          aria-describedby="auto-renew-terms"
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span className="choice__text">
          <span className="choice__label">{t("checkout.autoRenew.label")}</span>
        </span>
      </label>
      {/* Outside the label: the terms describe the box (aria-describedby); its name stays "Renew automatically". */}
      <p className="choice__hint auto-renew-choice__terms" id="auto-renew-terms">
        {hint}
      </p>
    </div>
  );
}
