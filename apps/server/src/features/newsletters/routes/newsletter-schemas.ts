/** The newsletter calls share their shapes with the browser through the contracts (packages/contract/src/newsletters). */
export * from "@investar/contract/newsletters/newsletter-parts";

export const NEWSLETTERS_TAG = "admin newsletters";
