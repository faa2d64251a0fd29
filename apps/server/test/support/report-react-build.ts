/**
 * Loaded with `node --import` before the server: when the process ends it prints which of React's server renderers
 * it loaded (`react-dom-server.node.production.js` or `…development.js`), for the test that a server started without
 * NODE_ENV renders with the production one.
 */
import { createRequire } from "node:module";
import { basename } from "node:path";

const loaded = createRequire(import.meta.url).cache;
process.on("exit", () => {
  const renderers = Object.keys(loaded)
    .map((file) => basename(file))
    .filter((name) => name.startsWith("react-dom-server.node."));
  process.stdout.write(`react-dom server renderers loaded: ${renderers.join(", ") || "none"}\n`);
});
