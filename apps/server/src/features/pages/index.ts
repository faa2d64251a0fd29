/** What other features may use of pages; everything else in this folder is its own. */
export { createWebServices } from "./web-services.ts";
