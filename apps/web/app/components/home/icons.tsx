/** Small inline SVG icons of the home page. Line icons use currentColor; all are decorative. */

export type FeatureIconName =
  | "support-resistance"
  | "trendlines"
  | "supply-demand"
  | "signals"
  | "alerts"
  | "patterns"
  | "indicators"
  | "scans"
  | "training"
  | "webinar"
  | "support";

const featurePaths: Record<FeatureIconName, string> = {
  "support-resistance": "M3 6h18M3 18h18M5 16l4-7 3 4 3-5 4 6",
  trendlines: "M3 20L21 5M4 15l4-4 3 3 4-6 2 2 3-3",
  "supply-demand": "M3 4h18v5H3zM3 15h18v5H3zM8 12h2m4 0h2",
  signals: "M7 20V7M3 11l4-4 4 4M17 4v13M13 13l4 4 4-4",
  alerts: "M6 16v-5a6 6 0 0112 0v5l2 2H4zM10 21h4",
  patterns: "M2 18l4-6 3 3 3-9 3 9 3-3 4 6",
  indicators: "M3 3v18h18M6 15c2-7 4-7 6-2s4 5 6-3",
  scans: "M4 6h9M4 11h5M4 16h4M15.5 9a4.5 4.5 0 110 9 4.5 4.5 0 010-9zM19 17l3 3",
  training: "M3 5h18v12H3zM8 21h8M10 8.5v5l4-2.5z",
  webinar: "M9 7a3 3 0 106 0 3 3 0 00-6 0M5 20a7 7 0 0114 0M18 4l2-1M19 8h2",
  support: "M4 14v-2a8 8 0 0116 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 01-3 3h-3",
};

/** A feature's or service's line icon in its tinted square, at the top of its card. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <span className="feature-card__icon">
      <svg className="feature-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d={featurePaths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** The four-pane Windows logo. */
export function WindowsLogo({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M1 3.6l9-1.3v8.7H1zM11 2.2L23 .5V11H11zM1 12h9v8.7l-9-1.3zM11 12h12v11.5l-12-1.7z" fill="currentColor" />
    </svg>
  );
}
