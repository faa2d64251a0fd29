export * from "./users.ts";
export * from "./content.ts";
export * from "./releases.ts";
export * from "./auth-tokens.ts";
export * from "./outbox.ts";
export * from "./logs.ts";
