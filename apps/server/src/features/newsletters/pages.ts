import type { NewslettersPageServices } from "@investar/contract/pages/newsletters";
import type { AppDeps } from "../../deps.ts";
import { listNewsletters } from "./services/list-newsletters.ts";

/** /admin/newsletters' service, bound to this app's dependencies. */
export function newslettersPageServices(deps: AppDeps): NewslettersPageServices {
  return {
    listNewsletters: () => listNewsletters(deps),
  };
}
