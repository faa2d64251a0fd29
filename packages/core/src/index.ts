export * from "./roles.ts";
export * from "./route-guards.ts";
export * from "./money.ts";
export * from "./pagination.ts";
