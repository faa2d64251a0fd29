import type { ReactNode } from "react";
import "../styles/state-badge.css";

/** How a state reads at a glance: just arrived, waiting on someone, finished well, or needing attention. */
export type BadgeTone = "plain" | "new" | "waiting" | "done" | "alarm";

export function StateBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={tone === "plain" ? "state-badge" : `state-badge state-badge--${tone}`}>{children}</span>;
}
