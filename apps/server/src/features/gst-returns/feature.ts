import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import exportGstr1CsvRoute from "./routes/export-gstr1-csv.ts";
import exportTallyVouchersRoute from "./routes/export-tally-vouchers.ts";
import exportTaxRegisterRoute from "./routes/export-tax-register.ts";
import getGstr1Route from "./routes/get-gstr1.ts";

/** Registers this feature's endpoints: GST returns and the accounts team's exports (ADR 0037). */
export function register(app: App, deps: AppDeps): void {
  for (const route of [getGstr1Route, exportGstr1CsvRoute, exportTallyVouchersRoute, exportTaxRegisterRoute]) route(app, deps);
}
