/**
 * docs/deploy.md#browser-errors: the reporter every page inlines, run against a stand-in window. It posts with
 * navigator.sendBeacon what the endpoint takes, without the query of any URL, a few times a page at most.
 */
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

const source = readFileSync(new URL("../app/enhance/error-reporter.js", import.meta.url), "utf8");

type Listener = (event: unknown) => void;

/** A page at /pricing?coupon=DIWALI with the reporter loaded; `random` stands in for Math.random. */
function page(random: number) {
  const listeners: Record<string, Listener[]> = {};
  const beacons: { url: string; body: Record<string, unknown> }[] = [];
  const window = {
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
    location: { pathname: "/pricing", search: "?coupon=DIWALI" },
    navigator: { sendBeacon: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) && true },
    document: { currentScript: { dataset: { release: "4f2a9c1e" } } },
    Math: Object.assign(Object.create(Math), { random: () => random }),
    URL,
  };
  Object.assign(window, { window });
  runInNewContext(source, window);
  const fire = (type: string, event: unknown) => listeners[type]!.forEach((listener) => listener(event));
  return { window, beacons, fire };
}

describe("the browser error reporter", () => {
  it("posts an uncaught error with its path, release and a stack without queries", () => {
    const { window, beacons, fire } = page(0.9);
    const error = new TypeError("Cannot read properties of undefined (reading 'total')");
    error.stack =
      "TypeError: Cannot read properties of undefined\n    at PriceList (https://investar.in/assets/pricing-Bx3k.js?v=2:1:2040)";
    fire("error", { target: window, message: `Uncaught ${error.message}`, error });
    expect(beacons).toEqual([
      {
        url: "/api/client-errors",
        body: {
          kind: "error",
          message: "Uncaught Cannot read properties of undefined (reading 'total')",
          path: "/pricing",
          release: "4f2a9c1e",
          stack: "TypeError: Cannot read properties of undefined\n    at PriceList (https://investar.in/assets/pricing-Bx3k.js:1:2040)",
        },
      },
    ]);
  });

  it("reports a script that failed to load and a failed dynamic import as chunk failures, even when sampling skips errors", () => {
    const { window, beacons, fire } = page(0.1);
    fire("error", { target: { tagName: "SCRIPT", src: "https://investar.in/assets/route-9f.js?x=1" } });
    fire("error", { target: { tagName: "IMG", src: "https://investar.in/images/hero.webp" } });
    fire("unhandledrejection", { reason: new TypeError("Failed to fetch dynamically imported module: https://investar.in/assets/a.js") });
    fire("error", { target: window, message: "sampled out" });
    expect(beacons.map((beacon) => [beacon.body.kind, beacon.body.message])).toEqual([
      ["chunk", "failed to load /assets/route-9f.js"],
      ["chunk", "Failed to fetch dynamically imported module: https://investar.in/assets/a.js"],
    ]);
  });

  it("sends each message once and at most three reports a page", () => {
    const { window, beacons, fire } = page(0.9);
    for (const message of ["one", "one", "two", "three", "four"]) fire("unhandledrejection", { reason: new Error(message) });
    fire("error", { target: window, message: "five" });
    expect(beacons.map((beacon) => [beacon.body.kind, beacon.body.message])).toEqual([
      ["rejection", "one"],
      ["rejection", "two"],
      ["rejection", "three"],
    ]);
  });
});
