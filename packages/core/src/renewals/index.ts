export * from "./scheduled-change.ts";
export * from "./renewal-reminders.ts";
export * from "./auto-renew-schedule.ts";
export * from "./auto-renew-debit.ts";
export * from "./auto-renew-opt-in.ts";
