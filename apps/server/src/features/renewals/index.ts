/** What other features may use of renewals; everything else in this folder is its own. */
export { cancelAutoRenew } from "./services/cancel-auto-renew.ts";
export { renewalsPageServices } from "./pages.ts";
export { autoRenewFigures } from "./services/auto-renew-figures.ts";
export { listCustomerAutoRenew } from "./services/list-customer-auto-renew.ts";
