// Sends what the inline catcher (app/enhance/error-reporter.js) caught to the server (docs/deploy.md#browser-errors),
// and from now on each error as it comes. Sampled: at most 3 reports a page, each message once, half of the script
// errors (one broken page otherwise reports from every visitor) and every failed load. No personal data: the path
// without its query, the message, the stack without queries; the server reads the browser's family itself.

// Chromium and Firefox say "… dynamically imported module", Safari "Importing a module script failed".
const chunkFailure = /dynamically imported module|Importing a module script failed/i;

export function sendCaughtErrors(window) {
  const caught = window.investarCaughtErrors;
  const sent = new Set();
  const report = (kind, message, stack) => {
    message = String(message || "unknown").slice(0, 500);
    if (chunkFailure.test(message)) kind = "chunk";
    if (sent.size >= 3 || sent.has(message) || (kind !== "chunk" && window.Math.random() < 0.5)) return;
    sent.add(message);
    const body = { kind, message, path: window.location.pathname.slice(0, 300), release: caught.release };
    if (stack)
      body.stack = String(stack)
        .replace(/\?[^\s):]*/g, "")
        .slice(0, 2000);
    window.navigator.sendBeacon?.("/api/client-errors", JSON.stringify(body));
  };
  const handle = (event) => {
    const element = event.target;
    if (event.type === "unhandledrejection") report("rejection", event.reason?.message ?? event.reason, event.reason?.stack);
    // A script or stylesheet that failed to load. (An image is not reported.)
    else if (element?.tagName === "SCRIPT" || element?.tagName === "LINK")
      report("chunk", `failed to load ${new URL(element.src || element.href).pathname}`);
    else if (!element?.tagName) report("error", event.message, event.error?.stack);
  };
  caught.forEach(handle);
  caught.push = (event) => {
    handle(event);
    return caught.length;
  };
}

if (typeof window !== "undefined" && window.investarCaughtErrors) sendCaughtErrors(window);
