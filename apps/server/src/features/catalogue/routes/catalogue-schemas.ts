/** The back office's catalogue calls share their shapes with the browser through the contracts (packages/contract/src/catalogue). */
export * from "@investar/contract/catalogue/catalogue-parts";

export const ADMIN_CATALOGUE_TAG = "admin-catalogue";
