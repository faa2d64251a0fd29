import type { ReactNode } from "react";

/** One chart of the dashboard with its heading, a legend and the link to its numbers as CSV. */
export function DashboardPanel({ title, csv, legend, children }: { title: string; csv: string; legend?: ReactNode; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className="card dashboard-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {legend}
      {children}
      <p className="dashboard-panel__csv">
        <a href={`/api/admin/ExportDashboard?series=${csv}`} download="">
          The numbers as CSV
        </a>
      </p>
    </section>
  );
}

/** Which colour is which series. */
export function Legend({ items }: { items: Array<{ name: string; tone: "primary" | "accent" }> }) {
  return (
    <ul className="dashboard-legend" role="list">
      {items.map((item) => (
        <li key={item.name}>
          <span className={`dashboard-legend__swatch dashboard-bar--${item.tone}`} aria-hidden="true" /> {item.name}
        </li>
      ))}
    </ul>
  );
}
