/**
 * GST state codes: the first two digits of every GSTIN, and how a place of supply is written on a tax
 * invoice ("Maharashtra (27)"). Names match the India list of locations.ts. Codes 25 (the former Daman
 * and Diu) and 28 (Andhra Pradesh before 2014) still begin old registrations, so they are read too.
 */
const STATES_BY_CODE: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Dadra and Nagar Haveli and Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
};

/** Current code of each state: where a name has two codes, the one new registrations get. */
const CODES_BY_STATE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(STATES_BY_CODE)
    .filter(([code]) => code !== "25" && code !== "28")
    .map(([code, state]) => [state.toLowerCase(), code]),
);

export function stateNameOfCode(code: string): string | null {
  return STATES_BY_CODE[code] ?? null;
}

/** "Maharashtra" (any case) → "27"; null for a name that is not an Indian state or union territory. */
export function gstStateCode(stateName: string | null | undefined): string | null {
  return CODES_BY_STATE[(stateName ?? "").trim().toLowerCase()] ?? null;
}

export function isGstStateCode(code: string): boolean {
  return code in STATES_BY_CODE;
}

/** "Maharashtra (27)", as the place of supply is written. */
export function describeState(code: string): string {
  const name = stateNameOfCode(code);
  if (!name) throw new RangeError(`Not a GST state code: ${code}`);
  return `${name} (${code})`;
}
