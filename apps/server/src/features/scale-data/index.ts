/** The scale data set (docs/architecture.md#scale-data): a tool for the benchmark, registered as no route. */
export { SCALE_PASSWORD, ScaleDataExistsError, seedScale } from "./services/seed-scale.ts";
export type { SeedScaleReport } from "./services/seed-scale.ts";
export { SCALE_EMAIL_DOMAIN } from "./services/make-purchase-templates.ts";
export { DEFAULT_SCALE_USERS, scaleVolumes } from "./scale-volumes.ts";
