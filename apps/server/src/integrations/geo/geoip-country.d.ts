/** The part of geoip-country (CommonJS, ships no types) that ip-country.ts uses. */
declare module "geoip-country" {
  interface Lookup {
    /** ISO 3166-1 alpha-2, upper case ("IN"). */
    country: string;
  }
  const geoip: { lookup(ip: string): Lookup | null };
  export default geoip;
}
