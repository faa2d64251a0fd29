import { copyPrices, indiaToday, type CopyPrices } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { loadCatalogue } from "./load-catalogue.ts";

/**
 * Prices for marketing copy (docs/business-rules.md#prices-in-copy). Every page's root loader asks for
 * them, so a catalogue that cannot be read (not seeded yet) must not take the page down: copy then
 * says "see the pricing page" in place of each price, and the pricing pages report the problem themselves.
 */
export async function copyPricesInEffect(deps: AppDeps): Promise<CopyPrices> {
  try {
    return copyPrices(await loadCatalogue(deps), indiaToday(deps.now()));
  } catch (error) {
    if (error instanceof AppError && error.code === "Unavailable") return {};
    throw error;
  }
}
