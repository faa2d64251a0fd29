import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState } from "react";
import type { ScheduledSubscriptionChange } from "@investar/contract/pages/subscriptions";
import { answerOrThrow } from "../../lib/answer-or-throw.ts";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useCall } from "../../lib/use-call.ts";
import { LimitNotice } from "../limit-notice.tsx";
import { ScriptButton } from "../script-button.tsx";
import { useI18n } from "../../i18n/page-locale.ts";

const cancelScheduledSubscriptionChange = lazyEndpoint(
  () => import("@investar/contract/subscriptions/cancel-scheduled-subscription-change"),
  "cancelScheduledSubscriptionChange",
);

/** A renewal's switch at the old expiry (ADR 0026): what and when, and a way to cancel it before then. */
export function ScheduledChangeNotice({
  userId,
  change,
  names,
}: {
  userId: number;
  change: ScheduledSubscriptionChange;
  names: Record<string, string>;
}) {
  const { t, day } = useI18n();
  const [cancelled, setCancelled] = useState(false);
  const { busy, error, run } = useCall();
  const name = (id: string) => names[id] ?? id;
  if (cancelled)
    return (
      <p className="notice notice--info" role="status">
        {t("account.subscription.scheduled.cancelled")}
      </p>
    );
  const cancel = async () => {
    const result = await run(() =>
      answerOrThrow(callEndpoint(cancelScheduledSubscriptionChange, { query: { userId, kind: change.kind } })),
    );
    if (result.ok) setCancelled(true);
  };
  return (
    <div className="notice notice--info scheduled-change" data-testid={`scheduled-change-${change.kind}`}>
      <p>
        {t("account.subscription.scheduled.text", {
          day: day(change.effectiveOn),
          edition: name(change.baseProduct),
          addons: change.addons.length > 0 ? change.addons.map(name).join(", ") : "none",
          licences: change.noOfLicenses,
        })}
      </p>
      <ScriptButton className="button button--ghost" onClick={cancel} disabled={busy}>
        {t("account.subscription.scheduled.cancel")}
      </ScriptButton>
      <LimitNotice message={error} />
    </div>
  );
}
