/**
 * docs/deploy.md#browser-errors: the catcher every page inlines and the sender it fetches at the first error, run
 * against a stand-in window. They post with navigator.sendBeacon what the endpoint takes, without the query of any
 * URL, a few times a page at most.
 */
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { sendCaughtErrors } from "../public/error-sender.js";

const catcher = readFileSync(new URL("../app/enhance/error-reporter.js", import.meta.url), "utf8");

type Listener = (event: unknown) => void;

/** A page at /pricing?coupon=DIWALI with the catcher inlined; `random` stands in for Math.random. */
function page(random: number) {
  const listeners: Record<string, Listener[]> = {};
  const beacons: { url: string; body: Record<string, unknown> }[] = [];
  const appended: { type: string; src: string }[] = [];
  const window = {
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
    location: { pathname: "/pricing", search: "?coupon=DIWALI" },
    navigator: { sendBeacon: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) && true },
    document: {
      currentScript: { dataset: { release: "4f2a9c1e" } },
      createElement: () => ({ type: "", src: "" }),
      head: { append: (element: { type: string; src: string }) => appended.push(element) },
    },
    Math: Object.assign(Object.create(Math), { random: () => random }),
    URL,
    investarCaughtErrors: undefined as unknown,
  };
  Object.assign(window, { window });
  runInNewContext(catcher, window);
  const fire = (type: string, event: object) => listeners[type]!.forEach((listener) => listener({ type, ...event }));
  /** What the browser does with the module script the catcher appended. */
  const senderLoads = () => sendCaughtErrors(window);
  return { window, beacons, appended, fire, senderLoads };
}

describe("the browser error reporter", () => {
  it("fetches the sender at the first error only, and sends what was caught meanwhile with its path, release and a stack without queries", () => {
    const { window, beacons, appended, fire, senderLoads } = page(0.9);
    expect(appended).toEqual([]);
    const error = new TypeError("Cannot read properties of undefined (reading 'total')");
    error.stack =
      "TypeError: Cannot read properties of undefined\n    at PriceList (https://investar.in/assets/pricing-Bx3k.js?v=2:1:2040)";
    fire("error", { target: window, message: `Uncaught ${error.message}`, error });
    fire("error", { target: window, message: "a second one before the sender came" });
    expect(appended).toEqual([{ type: "module", src: "/error-sender.js" }]);
    expect(beacons).toEqual([]);
    senderLoads();
    expect(beacons[0]).toEqual({
      url: "/api/client-errors",
      body: {
        kind: "error",
        message: "Uncaught Cannot read properties of undefined (reading 'total')",
        path: "/pricing",
        release: "4f2a9c1e",
        stack: "TypeError: Cannot read properties of undefined\n    at PriceList (https://investar.in/assets/pricing-Bx3k.js:1:2040)",
      },
    });
    fire("unhandledrejection", { reason: new Error("after the sender came") });
    expect(beacons.map((beacon) => beacon.body.message)).toEqual([
      "Uncaught Cannot read properties of undefined (reading 'total')",
      "a second one before the sender came",
      "after the sender came",
    ]);
    expect(appended).toHaveLength(1);
  });

  it("reports a script that failed to load and a failed dynamic import as chunk failures, even when sampling skips errors", () => {
    const { window, beacons, fire, senderLoads } = page(0.1);
    fire("error", { target: { tagName: "SCRIPT", src: "https://investar.in/assets/route-9f.js?x=1" } });
    senderLoads();
    fire("error", { target: { tagName: "IMG", src: "https://investar.in/images/hero.webp" } });
    fire("unhandledrejection", { reason: new TypeError("Failed to fetch dynamically imported module: https://investar.in/assets/a.js") });
    fire("error", { target: window, message: "sampled out" });
    expect(beacons.map((beacon) => [beacon.body.kind, beacon.body.message])).toEqual([
      ["chunk", "failed to load /assets/route-9f.js"],
      ["chunk", "Failed to fetch dynamically imported module: https://investar.in/assets/a.js"],
    ]);
  });

  it("sends each message once and at most three reports a page", () => {
    const { window, beacons, fire, senderLoads } = page(0.9);
    senderLoads();
    for (const message of ["one", "one", "two", "three", "four"]) fire("unhandledrejection", { reason: new Error(message) });
    fire("error", { target: window, message: "five" });
    expect(beacons.map((beacon) => [beacon.body.kind, beacon.body.message])).toEqual([
      ["rejection", "one"],
      ["rejection", "two"],
      ["rejection", "three"],
    ]);
  });
});
