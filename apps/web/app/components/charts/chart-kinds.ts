export type ChartKind =
  | "overview"
  | "fundamentals"
  | "scan"
  | "portfolio"
  | "support-resistance"
  | "trendlines"
  | "signals"
  | "alerts"
  | "supply-demand"
  | "patterns";
