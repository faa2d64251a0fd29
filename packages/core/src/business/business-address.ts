import type { BusinessProfileFields } from "./business-profile.ts";

/**
 * The address as printed under the name, line by line. A module of its own: every page's footer prints it,
 * and the profile's schema module would bring zod into every page with it.
 */
export function businessAddressLines(profile: Pick<BusinessProfileFields, "address">): string[] {
  const { line1, line2, city, pinCode, state } = profile.address;
  return [line1, line2, `${city} ${pinCode}`, `${state}, India`].filter((line) => line.trim() !== "");
}
