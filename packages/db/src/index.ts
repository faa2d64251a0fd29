export * from "./client.ts";
export * as schema from "./schema/index.ts";
export { seedDemo, seedStarter } from "./seed/seed-demo.ts";
export { demoWebinarFiles } from "./seed/webinars.ts";
export { isDatabaseUnavailable, isDataException, isUniqueViolation } from "./database-errors.ts";
export { restoreEmbeddedDatabase } from "./embedded-backup.ts";
export { compactEmbeddedCluster } from "./compact-cluster.ts";
export type { NotificationHandlers, Unlisten } from "./notifications.ts";
export { fromJsonRows, jsonRows, qualified } from "./json-rows.ts";
