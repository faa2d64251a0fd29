export * from "./scheduled-change.ts";
export * from "./renewal-reminders.ts";
