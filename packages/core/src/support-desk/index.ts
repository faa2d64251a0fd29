export * from "./support-desk.ts";
