/** The two-factor calls share their shapes with the browser through the contracts (packages/contract/src/two-factor). */
export * from "@investar/contract/two-factor/two-factor-parts";

/** The OpenAPI tag of the staff two-factor routes. */
export const ADMIN_TWO_FACTOR_TAG = "admin-two-factor";
