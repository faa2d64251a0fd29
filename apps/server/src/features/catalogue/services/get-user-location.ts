import { currencyForCountry, type Currency } from "@investar/core";
import { countryOfAddress } from "../../../integrations/geo/ip-country.ts";

export interface UserLocation {
  /** Lower-case ISO 3166-1 alpha-2 ("in", "us"); empty when unknown. */
  country: string;
  currency: Currency;
}

/**
 * GET payment/UserLocation and the pricing pages' default currency (docs/architecture.md#location): the country of
 * the connection's address ('in' → INR, anything else USD, unknown → INR). `override` is a
 * 2-letter country the visitor chose by hand; it wins over the address.
 */
export async function getUserLocation(address: string, override?: string | null): Promise<UserLocation> {
  const country = override ? override.toLowerCase() : ((await countryOfAddress(address)) ?? "");
  return { country, currency: currencyForCountry(country) };
}
