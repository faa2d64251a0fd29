import { gstFor } from "@investar/core";
import type { StandalonePriceRow } from "@investar/contract/pages/catalogue";
import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "./load-catalogue.ts";

/**
 * GET payment/StandalonePriceList (docs/business-rules.md#standalone-price-list): the software on its
 * own, without data add-ons, in INR. GST is worked out here, by the rule checkout uses, so the page
 * never shows a total that differs from the one charged.
 */
export async function listStandalonePrices(deps: AppDeps): Promise<StandalonePriceRow[]> {
  const catalogue = await loadCatalogue(deps);
  return catalogue.standalonePriceList.map((item) => {
    const gst = gstFor(item.Price, "INR");
    return { ...item, Gst: gst, Total: item.Price + gst };
  });
}
