import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const routerShim = fileURLToPath(new URL("./app/hydrate/router-shim.tsx", import.meta.url));
const documentShell = fileURLToPath(new URL("./app/root.tsx", import.meta.url));

/**
 * In the browser build, "react-router" is the small stand-in of app/hydrate/router-shim.tsx: pages are
 * rendered by React Router on the server and hydrated without its client router
 * (docs/adr/0018-pages-without-client-router.md). The server build keeps the real one, and so does the
 * document shell (root.tsx's Layout with its <Meta>, <Links>): it is only ever rendered on the server, and
 * its browser module is never loaded.
 */
function browserWithoutClientRouter(): Plugin {
  return {
    name: "investar:browser-without-client-router",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (source !== "react-router" || importer?.split("?")[0] === documentShell) return null;
      return routerShim;
    },
  };
}

export default defineConfig({
  plugins: [browserWithoutClientRouter(), reactRouter()],
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: "./server/handler.ts" },
      },
    },
  },
  build: { assetsInlineLimit: 0 },
});
