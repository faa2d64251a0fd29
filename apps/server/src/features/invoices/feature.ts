import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import creditNoteRoute from "./routes/credit-note.ts";
import getInvoicesRoute from "./routes/get-invoices.ts";
import invoiceRoute from "./routes/invoice.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [creditNoteRoute, getInvoicesRoute, invoiceRoute]) route(app, deps);
}
