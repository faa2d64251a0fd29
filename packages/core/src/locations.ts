/**
 * docs/business-rules.md#location-data "Location data": India and USA with their states and sample cities, for the contact form's
 * country → state → city selects and the server's check of what they send. Pure data plus lookups.
 * City names use letters and spaces only, so every listed city passes docs/business-rules.md#other-patterns's city pattern.
 */
export const COUNTRIES = ["India", "USA"] as const;
export type Country = (typeof COUNTRIES)[number];

export interface StateCities {
  state: string;
  cities: readonly string[];
}

const INDIA: readonly StateCities[] = [
  { state: "Andaman and Nicobar Islands", cities: ["Port Blair", "Car Nicobar", "Mayabunder"] },
  { state: "Andhra Pradesh", cities: ["Visakhapatnam", "Vijayawada", "Guntur", "Nellore", "Tirupati", "Kurnool", "Kakinada", "Amaravati"] },
  { state: "Arunachal Pradesh", cities: ["Itanagar", "Naharlagun", "Pasighat", "Tawang"] },
  { state: "Assam", cities: ["Guwahati", "Dibrugarh", "Silchar", "Jorhat", "Tezpur", "Nagaon"] },
  { state: "Bihar", cities: ["Patna", "Gaya", "Bhagalpur", "Muzaffarpur", "Darbhanga", "Purnia"] },
  { state: "Chandigarh", cities: ["Chandigarh"] },
  { state: "Chhattisgarh", cities: ["Raipur", "Bhilai", "Bilaspur", "Korba", "Durg"] },
  { state: "Dadra and Nagar Haveli and Daman and Diu", cities: ["Daman", "Diu", "Silvassa"] },
  { state: "Delhi", cities: ["New Delhi", "Delhi"] },
  { state: "Goa", cities: ["Panaji", "Margao", "Vasco da Gama", "Mapusa", "Ponda"] },
  { state: "Gujarat", cities: ["Ahmedabad", "Surat", "Vadodara", "Rajkot", "Bhavnagar", "Jamnagar", "Gandhinagar", "Anand", "Junagadh"] },
  { state: "Haryana", cities: ["Gurugram", "Faridabad", "Panipat", "Ambala", "Karnal", "Hisar", "Rohtak", "Sonipat"] },
  { state: "Himachal Pradesh", cities: ["Shimla", "Dharamshala", "Mandi", "Solan", "Kullu"] },
  { state: "Jammu and Kashmir", cities: ["Srinagar", "Jammu", "Anantnag", "Baramulla"] },
  { state: "Jharkhand", cities: ["Ranchi", "Jamshedpur", "Dhanbad", "Bokaro", "Hazaribagh"] },
  { state: "Karnataka", cities: ["Bengaluru", "Mysuru", "Mangaluru", "Hubballi", "Belagavi", "Kalaburagi", "Davanagere", "Udupi"] },
  { state: "Kerala", cities: ["Thiruvananthapuram", "Kochi", "Kozhikode", "Thrissur", "Kollam", "Kannur", "Kottayam"] },
  { state: "Ladakh", cities: ["Leh", "Kargil"] },
  { state: "Lakshadweep", cities: ["Kavaratti", "Agatti"] },
  { state: "Madhya Pradesh", cities: ["Bhopal", "Indore", "Jabalpur", "Gwalior", "Ujjain", "Sagar", "Ratlam"] },
  {
    state: "Maharashtra",
    cities: ["Mumbai", "Pune", "Nagpur", "Nashik", "Thane", "Navi Mumbai", "Aurangabad", "Solapur", "Kolhapur", "Amravati", "Sangli"],
  },
  { state: "Manipur", cities: ["Imphal", "Thoubal", "Churachandpur"] },
  { state: "Meghalaya", cities: ["Shillong", "Tura", "Jowai"] },
  { state: "Mizoram", cities: ["Aizawl", "Lunglei", "Champhai"] },
  { state: "Nagaland", cities: ["Kohima", "Dimapur", "Mokokchung"] },
  { state: "Odisha", cities: ["Bhubaneswar", "Cuttack", "Rourkela", "Berhampur", "Sambalpur", "Puri"] },
  { state: "Puducherry", cities: ["Puducherry", "Karaikal", "Mahe", "Yanam"] },
  { state: "Punjab", cities: ["Ludhiana", "Amritsar", "Jalandhar", "Patiala", "Bathinda", "Mohali"] },
  { state: "Rajasthan", cities: ["Jaipur", "Jodhpur", "Udaipur", "Kota", "Ajmer", "Bikaner", "Alwar", "Bhilwara"] },
  { state: "Sikkim", cities: ["Gangtok", "Namchi", "Gyalshing"] },
  { state: "Tamil Nadu", cities: ["Chennai", "Coimbatore", "Madurai", "Tiruchirappalli", "Salem", "Tirunelveli", "Erode", "Vellore"] },
  { state: "Telangana", cities: ["Hyderabad", "Secunderabad", "Warangal", "Nizamabad", "Karimnagar", "Khammam"] },
  { state: "Tripura", cities: ["Agartala", "Dharmanagar", "Kailashahar"] },
  {
    state: "Uttar Pradesh",
    cities: ["Lucknow", "Kanpur", "Noida", "Ghaziabad", "Agra", "Varanasi", "Prayagraj", "Meerut", "Bareilly", "Aligarh", "Gorakhpur"],
  },
  { state: "Uttarakhand", cities: ["Dehradun", "Haridwar", "Rishikesh", "Haldwani", "Roorkee", "Nainital"] },
  { state: "West Bengal", cities: ["Kolkata", "Howrah", "Durgapur", "Asansol", "Siliguri", "Kharagpur"] },
];

const USA: readonly StateCities[] = [
  { state: "California", cities: ["Los Angeles", "San Francisco", "San Jose", "San Diego", "Sacramento", "Fremont"] },
  { state: "Florida", cities: ["Miami", "Orlando", "Tampa", "Jacksonville"] },
  { state: "Georgia", cities: ["Atlanta", "Alpharetta", "Savannah"] },
  { state: "Illinois", cities: ["Chicago", "Naperville", "Schaumburg", "Springfield"] },
  { state: "Massachusetts", cities: ["Boston", "Cambridge", "Worcester"] },
  { state: "Michigan", cities: ["Detroit", "Ann Arbor", "Troy"] },
  { state: "New Jersey", cities: ["Jersey City", "Newark", "Edison", "Princeton", "Hoboken"] },
  { state: "New York", cities: ["New York City", "Buffalo", "Rochester", "Albany"] },
  { state: "North Carolina", cities: ["Charlotte", "Raleigh", "Durham", "Cary"] },
  { state: "Pennsylvania", cities: ["Philadelphia", "Pittsburgh", "Harrisburg"] },
  { state: "Texas", cities: ["Houston", "Dallas", "Austin", "San Antonio", "Plano", "Irving"] },
  { state: "Virginia", cities: ["Arlington", "Richmond", "Virginia Beach", "Herndon"] },
  { state: "Washington", cities: ["Seattle", "Redmond", "Bellevue", "Spokane"] },
];

export const LOCATIONS: Readonly<Record<Country, readonly StateCities[]>> = { India: INDIA, USA };

export function isCountry(value: string | null | undefined): value is Country {
  return (COUNTRIES as readonly string[]).includes(value ?? "");
}

/** The country's states in display order; empty for an unknown country. */
export function statesOf(country: string | null | undefined): string[] {
  return isCountry(country) ? LOCATIONS[country].map((entry) => entry.state) : [];
}

/** The state's listed cities; empty when the country or state is unknown. */
export function citiesOf(country: string | null | undefined, state: string | null | undefined): readonly string[] {
  if (!isCountry(country)) return [];
  return LOCATIONS[country].find((entry) => entry.state === state)?.cities ?? [];
}

export function isKnownState(country: string | null | undefined, state: string | null | undefined): boolean {
  return statesOf(country).includes(state ?? "");
}

export function isListedCity(
  country: string | null | undefined,
  state: string | null | undefined,
  city: string | null | undefined,
): boolean {
  return citiesOf(country, state).includes(city ?? "");
}
