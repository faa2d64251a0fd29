import { Link } from "react-router";
import type { LaunchChecklist } from "@investar/core";

/**
 * What must be true before the site takes money (ADR 0033), item by item. `confirm`: the button that
 * ticks off a step only staff can judge (on /admin/business, which runs the page's script).
 */
export function LaunchChecklistView({ checklist, confirm }: { checklist: LaunchChecklist; confirm?: (id: string) => React.ReactNode }) {
  return (
    <section className="card launch-checklist" id="launch" aria-labelledby="launch-heading">
      <h2 id="launch-heading">{checklist.ready ? "Ready to take payments" : "Before the site takes payments"}</h2>
      <ul role="list" className="launch-checklist__items">
        {checklist.items.map((item) => (
          <li
            key={item.id}
            className={item.done ? "launch-checklist__item launch-checklist__item--done" : "launch-checklist__item"}
            data-launch-item={item.id}
          >
            <span aria-hidden="true">{item.done ? "✓" : "○"}</span> <strong>{item.label}</strong>
            <span className="visually-hidden">{item.done ? " (done)" : " (to do)"}</span>
            <br />
            {item.detail} <Link to={item.link}>{item.done ? "Review" : "Fix"}</Link>
            {!item.done && confirm ? confirm(item.id) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
