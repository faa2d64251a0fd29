import { usePriceCopy } from "../lib/price-copy.ts";

/** A price inside written copy, from the catalogue in effect: `<CopyPrice of="Standard/month" />` → ₹831 (docs/business-rules.md#prices-in-copy). */
export function CopyPrice({ of }: { of: `${string}/${"month" | "quarter"}` }) {
  return <>{usePriceCopy().text(`{{${of}}}`)}</>;
}
