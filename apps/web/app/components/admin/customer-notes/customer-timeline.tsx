import { Form, Link } from "react-router";
import { TIMELINE_KINDS, timelineKindLabels, type TimelineKind } from "@investar/core";
import type { TimelinePage } from "@investar/contract/pages/customer-timeline";

const whenFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/**
 * Everything that happened to the customer, newest first (docs/business-rules.md#customer-timeline): a GET
 * form filters by kind and "Older" follows the keyset token, so the page works before its script loads.
 */
export function CustomerTimeline({
  timeline,
  kinds,
  keep,
}: {
  timeline: TimelinePage;
  kinds: TimelineKind[];
  keep: Record<string, string>;
}) {
  const olderHref = (next: string) => {
    const params = new URLSearchParams(keep);
    params.set("tlBefore", next);
    for (const kind of kinds) params.append("tlKind", kind);
    return `?${params.toString()}#timeline-heading`;
  };
  return (
    <section className="card" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <Form method="get" className="timeline-filter" preventScrollReset>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset className="admin-form__fieldset">
          <legend>Show</legend>
          {TIMELINE_KINDS.map((kind) => (
            <label key={kind} className="field--check">
              <input type="checkbox" name="tlKind" value={kind} defaultChecked={kinds.includes(kind)} /> {timelineKindLabels[kind]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          Filter
        </button>
      </Form>
      {timeline.entries.length === 0 ? (
        <p>Nothing to show{kinds.length > 0 ? " of these kinds" : ""}.</p>
      ) : (
        <ol className="timeline" aria-label="What happened, newest first">
          {timeline.entries.map((entry) => (
            <li key={entry.key} className={`timeline__entry timeline__entry--${entry.kind}`}>
              <time dateTime={entry.at}>{whenFormat.format(new Date(entry.at))}</time>
              <span className="timeline__kind">{timelineKindLabels[entry.kind]}</span>
              <strong>{entry.href ? <Link to={entry.href}>{entry.title}</Link> : entry.title}</strong>
              {entry.detail ? <span className="timeline__detail">{entry.detail}</span> : null}
            </li>
          ))}
        </ol>
      )}
      {timeline.next ? (
        <p>
          <Link to={olderHref(timeline.next)}>Older entries</Link>
        </p>
      ) : null}
    </section>
  );
}
