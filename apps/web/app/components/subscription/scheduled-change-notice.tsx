import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { formatDay } from "@investar/core";
import { useState } from "react";
import type { ScheduledSubscriptionChange } from "@investar/contract/pages/subscriptions";
import { answerOrThrow } from "../../lib/answer-or-throw.ts";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useCall } from "../../lib/use-call.ts";
import { LimitNotice } from "../limit-notice.tsx";

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
  const [cancelled, setCancelled] = useState(false);
  const { busy, error, run } = useCall();
  const name = (id: string) => names[id] ?? id;
  if (cancelled)
    return (
      <p className="notice notice--info" role="status">
        The scheduled change is cancelled; your subscription stays as it is.
      </p>
    );
  const addons = change.addons.length > 0 ? ` with ${change.addons.map(name).join(", ")}` : " without add-ons";
  const cancel = async () => {
    const result = await run(() =>
      answerOrThrow(callEndpoint(cancelScheduledSubscriptionChange, { query: { userId, kind: change.kind } })),
    );
    if (result.ok) setCancelled(true);
  };
  return (
    <div className="notice notice--info scheduled-change" data-testid={`scheduled-change-${change.kind}`}>
      <p>
        On {formatDay(change.effectiveOn)} your subscription changes to {name(change.baseProduct)}
        {addons}
        {change.noOfLicenses > 1 ? `, ${change.noOfLicenses} licences` : ""}, as renewed. Until then you keep what you have now.
      </p>
      <button type="button" className="button button--ghost" onClick={cancel} disabled={busy}>
        Cancel the scheduled change
      </button>
      <LimitNotice message={error} />
    </div>
  );
}
