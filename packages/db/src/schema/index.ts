export * from "./users.ts";
export * from "./content.ts";
