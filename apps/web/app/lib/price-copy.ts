import { fillCopyPrices, fillCopyPricesDeep } from "@investar/core";
import { useRootData } from "./root-data.ts";

/**
 * Copy with `{{Standard/month}}`-style prices filled from the catalogue in effect (the root loader reads
 * it; docs/business-rules.md#prices-in-copy): `text` for a string, `content` for a content object.
 */
export function usePriceCopy() {
  const { prices } = useRootData();
  return {
    text: (value: string) => fillCopyPrices(value, prices),
    content: <T>(value: T): T => fillCopyPricesDeep(value, prices),
  };
}
