/** ADR 0015: abuse limits and where codes may be sent. */
export * from "./abuse-limits.ts";
export * from "./code-destination.ts";
