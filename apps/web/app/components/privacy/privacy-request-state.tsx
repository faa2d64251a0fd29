import { privacyRequestStateLabels, type PrivacyRequestState } from "@investar/core/privacy-requests/privacy-requests";
import { StateBadge, type BadgeTone } from "../state-badge.tsx";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";

const tones: Record<PrivacyRequestState, BadgeTone> = { new: "plain", "in-progress": "plain", done: "done", rejected: "alarm" };

/** A privacy request's state, as the customer and staff both see it: in the customer's language on their page (privacy.state.*). */
export function PrivacyRequestStateBadge({ state }: { state: PrivacyRequestState }) {
  const text = useI18n();
  return <StateBadge tone={tones[state]}>{translatedOr(text, `privacy.state.${state}`, privacyRequestStateLabels[state])}</StateBadge>;
}
