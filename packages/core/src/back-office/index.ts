export * from "./bank-statement.ts";
export * from "./customer-notes.ts";
export * from "./customer-timeline.ts";
export * from "./staff-search.ts";
export * from "./price-change.ts";
