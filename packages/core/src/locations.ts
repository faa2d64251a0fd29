/**
 * docs/business-rules.md#location-data "Location data": India and USA with their states, for the contact form's and the billing
 * details' country → state selects and the server's check of what they send. Pure data plus lookups. The states' sample cities
 * are in cities.ts: the billing details (CustomizeSubscription) ask for a typed city and need only the states (ADR 0018).
 */
export const COUNTRIES = ["India", "USA"] as const;
export type Country = (typeof COUNTRIES)[number];

/** Each country's states in display order. */
const STATES: Readonly<Record<Country, readonly string[]>> = {
  India: [
    "Andaman and Nicobar Islands",
    "Andhra Pradesh",
    "Arunachal Pradesh",
    "Assam",
    "Bihar",
    "Chandigarh",
    "Chhattisgarh",
    "Dadra and Nagar Haveli and Daman and Diu",
    "Delhi",
    "Goa",
    "Gujarat",
    "Haryana",
    "Himachal Pradesh",
    "Jammu and Kashmir",
    "Jharkhand",
    "Karnataka",
    "Kerala",
    "Ladakh",
    "Lakshadweep",
    "Madhya Pradesh",
    "Maharashtra",
    "Manipur",
    "Meghalaya",
    "Mizoram",
    "Nagaland",
    "Odisha",
    "Puducherry",
    "Punjab",
    "Rajasthan",
    "Sikkim",
    "Tamil Nadu",
    "Telangana",
    "Tripura",
    "Uttar Pradesh",
    "Uttarakhand",
    "West Bengal",
  ],
  USA: [
    "California",
    "Florida",
    "Georgia",
    "Illinois",
    "Massachusetts",
    "Michigan",
    "New Jersey",
    "New York",
    "North Carolina",
    "Pennsylvania",
    "Texas",
    "Virginia",
    "Washington",
  ],
};

export function isCountry(value: string | null | undefined): value is Country {
  return (COUNTRIES as readonly string[]).includes(value ?? "");
}

/** The country's states in display order; empty for an unknown country. */
export function statesOf(country: string | null | undefined): string[] {
  return isCountry(country) ? [...STATES[country]] : [];
}

export function isKnownState(country: string | null | undefined, state: string | null | undefined): boolean {
  return statesOf(country).includes(state ?? "");
}
