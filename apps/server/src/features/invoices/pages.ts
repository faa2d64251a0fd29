import type { InvoicesPageServices } from "@investar/contract/pages/invoices";
import type { AppDeps } from "../../deps.ts";
import { listTaxDocumentsPage } from "./services/list-tax-documents-page.ts";

/** My Subscription's invoice services, bound to this app's dependencies. */
export function invoicesPageServices(deps: AppDeps): InvoicesPageServices {
  return {
    listInvoices: (userId, older) => listTaxDocumentsPage(deps, userId, older),
  };
}
