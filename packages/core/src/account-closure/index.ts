export * from "./closure-rules.ts";
export * from "./retention.ts";
export * from "./unused-value.ts";
export * from "./closure-effects.ts";
