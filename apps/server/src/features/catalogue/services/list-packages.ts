import type { Package } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "./load-catalogue.ts";

/** GET payment/packagelist: the ready-made desktop bundles (default package included), or the mobile ones. Minor units. */
export async function listPackages(deps: AppDeps, isMobile: boolean): Promise<Package[]> {
  const catalogue = await loadCatalogue(deps);
  return isMobile ? catalogue.mobile.packages : catalogue.packages;
}
