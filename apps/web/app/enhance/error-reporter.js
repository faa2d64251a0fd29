// Browser errors to the server (docs/deploy.md#browser-errors), inlined in every page's head with the CSP nonce, before
// any other script: uncaught errors, unhandled rejections and scripts or styles that failed to load (a deploy
// replaced the chunk a page still asks for). Sampled: at most 3 reports a page, each message once, half of the
// script errors (one broken page otherwise reports from every visitor) and every failed load. No personal data: the
// path without its query, the message, the stack without queries; the server reads the browser's family itself.
(() => {
  const release = document.currentScript?.dataset.release;
  const sent = new Set();
  // Chromium and Firefox say "… dynamically imported module", Safari "Importing a module script failed".
  const chunkFailure = /dynamically imported module|Importing a module script failed/i;
  const report = (kind, message, stack) => {
    message = String(message || "unknown").slice(0, 500);
    if (chunkFailure.test(message)) kind = "chunk";
    if (sent.size >= 3 || sent.has(message) || (kind !== "chunk" && Math.random() < 0.5)) return;
    sent.add(message);
    const body = { kind, message, path: location.pathname.slice(0, 300), release };
    if (stack)
      body.stack = String(stack)
        .replace(/\?[^\s):]*/g, "")
        .slice(0, 2000);
    navigator.sendBeacon?.("/api/client-errors", JSON.stringify(body));
  };
  addEventListener(
    "error",
    (event) => {
      const element = event.target;
      // A script or stylesheet that failed to load: its error does not bubble, hence the capture. (An image is not reported.)
      if (element?.tagName === "SCRIPT" || element?.tagName === "LINK")
        report("chunk", `failed to load ${new URL(element.src || element.href).pathname}`);
      else if (!element?.tagName) report("error", event.message, event.error?.stack);
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => report("rejection", event.reason?.message ?? event.reason, event.reason?.stack));
})();
