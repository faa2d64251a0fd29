import type { CustomerNotesPageServices } from "@investar/contract/pages/customer-notes";
import type { AppDeps } from "../../deps.ts";
import { listCustomerNotes } from "./services/list-customer-notes.ts";

/** A customer's back-office page's notes, bound to this app's dependencies. */
export function customerNotesPageServices(deps: AppDeps): CustomerNotesPageServices {
  return { listCustomerNotes: (userId, viewerId) => listCustomerNotes(deps, userId, viewerId) };
}
