/**
 * docs/business-rules.md#location-data's sample cities of each state (locations.ts), for the contact form's state → city select
 * and the server's check of it. City names use letters and spaces only, so every listed city passes
 * docs/business-rules.md#other-patterns's city pattern.
 */
import { isCountry, type Country } from "./locations.ts";

/** By state, under the names locations.ts lists (a test keeps the two in step). */
const CITIES: Readonly<Record<Country, Readonly<Record<string, readonly string[]>>>> = {
  India: {
    "Andaman and Nicobar Islands": ["Port Blair", "Car Nicobar", "Mayabunder"],
    "Andhra Pradesh": ["Visakhapatnam", "Vijayawada", "Guntur", "Nellore", "Tirupati", "Kurnool", "Kakinada", "Amaravati"],
    "Arunachal Pradesh": ["Itanagar", "Naharlagun", "Pasighat", "Tawang"],
    Assam: ["Guwahati", "Dibrugarh", "Silchar", "Jorhat", "Tezpur", "Nagaon"],
    Bihar: ["Patna", "Gaya", "Bhagalpur", "Muzaffarpur", "Darbhanga", "Purnia"],
    Chandigarh: ["Chandigarh"],
    Chhattisgarh: ["Raipur", "Bhilai", "Bilaspur", "Korba", "Durg"],
    "Dadra and Nagar Haveli and Daman and Diu": ["Daman", "Diu", "Silvassa"],
    Delhi: ["New Delhi", "Delhi"],
    Goa: ["Panaji", "Margao", "Vasco da Gama", "Mapusa", "Ponda"],
    Gujarat: ["Ahmedabad", "Surat", "Vadodara", "Rajkot", "Bhavnagar", "Jamnagar", "Gandhinagar", "Anand", "Junagadh"],
    Haryana: ["Gurugram", "Faridabad", "Panipat", "Ambala", "Karnal", "Hisar", "Rohtak", "Sonipat"],
    "Himachal Pradesh": ["Shimla", "Dharamshala", "Mandi", "Solan", "Kullu"],
    "Jammu and Kashmir": ["Srinagar", "Jammu", "Anantnag", "Baramulla"],
    Jharkhand: ["Ranchi", "Jamshedpur", "Dhanbad", "Bokaro", "Hazaribagh"],
    Karnataka: ["Bengaluru", "Mysuru", "Mangaluru", "Hubballi", "Belagavi", "Kalaburagi", "Davanagere", "Udupi"],
    Kerala: ["Thiruvananthapuram", "Kochi", "Kozhikode", "Thrissur", "Kollam", "Kannur", "Kottayam"],
    Ladakh: ["Leh", "Kargil"],
    Lakshadweep: ["Kavaratti", "Agatti"],
    "Madhya Pradesh": ["Bhopal", "Indore", "Jabalpur", "Gwalior", "Ujjain", "Sagar", "Ratlam"],
    Maharashtra: ["Mumbai", "Pune", "Nagpur", "Nashik", "Thane", "Navi Mumbai", "Aurangabad", "Solapur", "Kolhapur", "Amravati", "Sangli"],
    Manipur: ["Imphal", "Thoubal", "Churachandpur"],
    Meghalaya: ["Shillong", "Tura", "Jowai"],
    Mizoram: ["Aizawl", "Lunglei", "Champhai"],
    Nagaland: ["Kohima", "Dimapur", "Mokokchung"],
    Odisha: ["Bhubaneswar", "Cuttack", "Rourkela", "Berhampur", "Sambalpur", "Puri"],
    Puducherry: ["Puducherry", "Karaikal", "Mahe", "Yanam"],
    Punjab: ["Ludhiana", "Amritsar", "Jalandhar", "Patiala", "Bathinda", "Mohali"],
    Rajasthan: ["Jaipur", "Jodhpur", "Udaipur", "Kota", "Ajmer", "Bikaner", "Alwar", "Bhilwara"],
    Sikkim: ["Gangtok", "Namchi", "Gyalshing"],
    "Tamil Nadu": ["Chennai", "Coimbatore", "Madurai", "Tiruchirappalli", "Salem", "Tirunelveli", "Erode", "Vellore"],
    Telangana: ["Hyderabad", "Secunderabad", "Warangal", "Nizamabad", "Karimnagar", "Khammam"],
    Tripura: ["Agartala", "Dharmanagar", "Kailashahar"],
    "Uttar Pradesh": [
      "Lucknow",
      "Kanpur",
      "Noida",
      "Ghaziabad",
      "Agra",
      "Varanasi",
      "Prayagraj",
      "Meerut",
      "Bareilly",
      "Aligarh",
      "Gorakhpur",
    ],
    Uttarakhand: ["Dehradun", "Haridwar", "Rishikesh", "Haldwani", "Roorkee", "Nainital"],
    "West Bengal": ["Kolkata", "Howrah", "Durgapur", "Asansol", "Siliguri", "Kharagpur"],
  },
  USA: {
    California: ["Los Angeles", "San Francisco", "San Jose", "San Diego", "Sacramento", "Fremont"],
    Florida: ["Miami", "Orlando", "Tampa", "Jacksonville"],
    Georgia: ["Atlanta", "Alpharetta", "Savannah"],
    Illinois: ["Chicago", "Naperville", "Schaumburg", "Springfield"],
    Massachusetts: ["Boston", "Cambridge", "Worcester"],
    Michigan: ["Detroit", "Ann Arbor", "Troy"],
    "New Jersey": ["Jersey City", "Newark", "Edison", "Princeton", "Hoboken"],
    "New York": ["New York City", "Buffalo", "Rochester", "Albany"],
    "North Carolina": ["Charlotte", "Raleigh", "Durham", "Cary"],
    Pennsylvania: ["Philadelphia", "Pittsburgh", "Harrisburg"],
    Texas: ["Houston", "Dallas", "Austin", "San Antonio", "Plano", "Irving"],
    Virginia: ["Arlington", "Richmond", "Virginia Beach", "Herndon"],
    Washington: ["Seattle", "Redmond", "Bellevue", "Spokane"],
  },
};

/** The state's listed cities; empty when the country or state is unknown. */
export function citiesOf(country: string | null | undefined, state: string | null | undefined): readonly string[] {
  if (!isCountry(country) || !state || !Object.hasOwn(CITIES[country], state)) return [];
  return CITIES[country][state]!;
}

export function isListedCity(
  country: string | null | undefined,
  state: string | null | undefined,
  city: string | null | undefined,
): boolean {
  return citiesOf(country, state).includes(city ?? "");
}
