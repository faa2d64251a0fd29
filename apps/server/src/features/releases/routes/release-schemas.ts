/** The release calls share their shapes with the browser through the contracts (packages/contract/src/releases). */
export * from "@investar/contract/releases/release-parts";

export const ADMIN_RELEASES_TAG = "admin-releases";
