export * from "./user-search.ts";
export * from "./role-change.ts";
export * from "./audit-view.ts";
