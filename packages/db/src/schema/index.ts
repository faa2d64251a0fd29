export * from "./users.ts";
export * from "./content.ts";
export * from "./releases.ts";
