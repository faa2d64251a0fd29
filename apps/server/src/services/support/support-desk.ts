import type { AppDeps } from "../../deps.ts";

/** Where the website's support mail goes: support@ the vendor's own domain. */
export const supportAddress = (deps: AppDeps) => `support@${deps.config.vendorEmailDomain}`;
