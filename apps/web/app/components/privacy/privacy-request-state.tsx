import { privacyRequestStateLabels, type PrivacyRequestState } from "@investar/core/privacy-requests/privacy-requests";
import { StateBadge, type BadgeTone } from "../state-badge.tsx";

const tones: Record<PrivacyRequestState, BadgeTone> = { new: "plain", "in-progress": "plain", done: "done", rejected: "alarm" };

/** A privacy request's state, as the customer and staff both see it. */
export function PrivacyRequestStateBadge({ state }: { state: PrivacyRequestState }) {
  return <StateBadge tone={tones[state]}>{privacyRequestStateLabels[state]}</StateBadge>;
}
