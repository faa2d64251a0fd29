import type { QuoteSelection, QuoteSnapshot } from "@investar/core";
import type { AppDeps } from "../../deps.ts";
import { quotePrice } from "../pricing/quote-price.ts";

/**
 * The server's own price of what a customer chose, on the catalogue and their subscription details as
 * they are now: what an order is made for (ADR 0007: no amount from the client is ever used). The same
 * computation as the Quote call, so a pricing error answers 400 with the SPEC §3 code the page shows.
 */
export async function quoteForOrder(deps: AppDeps, userId: number, selection: QuoteSelection): Promise<QuoteSnapshot> {
  return { selection, summary: await quotePrice(deps, userId, selection) };
}
