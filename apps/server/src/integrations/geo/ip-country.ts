import { isIP } from "node:net";

/**
 * Country of an IP address from an offline database (docs/architecture.md#location, ADR 0006): geoip-country ships
 * MaxMind's GeoLite2 country data inside the npm package, IPv4 and IPv6, so lookups need no
 * network and no key. The data (~8 MB, ~70 ms to load) is loaded on the first lookup, not at
 * boot, so processes that never price anything (CLI, most tests) don't pay for it.
 */
type GeoIp = (typeof import("geoip-country"))["default"];

let database: Promise<GeoIp> | null = null;

function load(): Promise<GeoIp> {
  database ??= import("geoip-country").then((module) => module.default);
  return database;
}

/**
 * Lower-case ISO 3166-1 alpha-2 code ("in"), or null when the address is not a valid public one:
 * loopback, private and reserved ranges are not in the database, and neither is garbage.
 */
export async function countryOfAddress(address: string): Promise<string | null> {
  // "[::1]" from some proxies; "fe80::1%eth0" carries a zone.
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/u, "$1")
    .replace(/%.*$/u, "");
  if (isIP(bare) === 0) return null;
  const found = (await load()).lookup(bare);
  return found ? found.country.toLowerCase() : null;
}
