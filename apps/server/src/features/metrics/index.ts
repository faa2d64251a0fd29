export { createMetrics, type SiteMetrics } from "./collectors/create-metrics.ts";
