/** One customer's timeline on their back-office page (docs/business-rules.md#customer-timeline). */
import type { TimelineKind } from "@investar/core";

export interface TimelineEntry {
  /** Unique within the timeline ("order:42"). */
  key: string;
  at: string; // ISO timestamp
  kind: TimelineKind;
  title: string;
  detail: string;
  /** Where the entry's record is in the back office (a support ticket's page). */
  href?: string;
}

export interface TimelinePage {
  entries: TimelineEntry[];
  /** The token of the next (older) page; null on the last one. */
  next: string | null;
}

export interface CustomerTimelinePageServices {
  /** Newest first; `before` is a page token (null: from the newest); `kinds` empty: every kind. */
  getCustomerTimeline(userId: number, options: { before: string | null; kinds: TimelineKind[] }): Promise<TimelinePage>;
}
