// Browser errors to the server (docs/deploy.md#browser-errors). Inlined in every page's head with the CSP nonce, before
// any other script, this only catches them: uncaught errors, unhandled rejections, and scripts or styles that failed
// to load (their errors do not bubble, hence the capture). The code that samples and sends them, /error-sender.js,
// is fetched at the first one, so a page without errors pays for these few bytes; it is not content-hashed, so a
// page left open across a deploy (whose old chunks are gone: the very failure worth reporting) still finds it.
(() => {
  const caught = (window.investarCaughtErrors = []);
  caught.release = document.currentScript?.dataset.release;
  let fetching = false;
  const collect = (event) => {
    caught.push(event);
    if (!fetching) {
      fetching = true;
      const sender = document.createElement("script");
      sender.type = "module";
      sender.src = "/error-sender.js";
      document.head.append(sender);
    }
  };
  addEventListener("error", collect, true);
  addEventListener("unhandledrejection", collect);
})();
