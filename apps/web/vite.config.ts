import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { build } from "rolldown";
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

const serverRouter = fileURLToPath(new URL("./app/hydrate/server-router.ts", import.meta.url));
const appDir = fileURLToPath(new URL("./app/", import.meta.url));

/**
 * In the server build, the app's modules get React Router with plain-anchor links (app/hydrate/server-router.ts,
 * ADR 0057): the markup the browser hydrates, for a fraction of the rendering cost.
 */
function serverWithPlainLinks(): Plugin {
  return {
    name: "investar:server-with-plain-links",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(source, importer) {
      const from = importer?.split("?")[0];
      if (source !== "react-router" || !from?.startsWith(appDir) || from === serverRouter) return null;
      return serverRouter;
    },
  };
}

/**
 * Changes to React Router's own server code, made as the server build bundles it (`resolve.noExternal` below). Each
 * names the expression it replaces; the build fails if a new version no longer has it in that form, so an upgrade
 * cannot bring a cost back silently.
 */
interface ServerRoutingPatch {
  why: string;
  file: RegExp;
  find: RegExp;
  replace: string;
  /** Declarations the replacement needs, put at the top of the module. */
  prelude?: string;
}

const routerFile = (path: string) =>
  new RegExp(`react-router[\\\\/]dist[\\\\/]production[\\\\/]lib[\\\\/]${path.replaceAll("/", "[\\\\/]")}\\.js$`);

const SERVER_ROUTING_PATCHES: ServerRoutingPatch[] = [
  {
    // The runtime encodes every page's loader data with turbo-stream for its `<Scripts>`, which this app never
    // renders (pages carry their data in `<PageScripts>`, ADR 0018): built, filled and dropped on every page, ~9% of
    // a page's CPU (ADR 0057).
    why: "its turbo-stream handoff would run on every page",
    file: routerFile("server-runtime/server"),
    find: /serverHandoffStream: encodeViaTurboStream\([^)]*\)/g,
    replace: "serverHandoffStream: undefined",
  },
  {
    // `<ServerRouter>` turned the build's route manifest into route objects on every page, and the static router
    // converted those again: both depend on the build alone, so they are made once
    // (docs/adr/0057-server-rendering-cost.md#routes-made-once).
    why: "every page would build the app's routes again",
    file: routerFile("dom/ssr/server"),
    find: /let routes = createServerRoutes\(manifest\.routes, routeModules, context\.future, context\.isSpaMode\);/g,
    replace:
      "let routes = keptServerRoutes.get(manifest.routes); if (!routes) keptServerRoutes.set(manifest.routes, (routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode)));",
    prelude: "const keptServerRoutes = new WeakMap();\n",
  },
  {
    why: "every page would convert the app's routes again",
    file: routerFile("dom/server"),
    find: /let manifest = \{\};\s*let dataRoutes = convertRoutesToDataRoutes\(routes, void 0, void 0, manifest\);/g,
    replace:
      "let kept = keptDataRoutes.get(routes); if (!kept) { kept = { manifest: {} }; kept.dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, kept.manifest); keptDataRoutes.set(routes, kept); } let manifest = kept.manifest; let dataRoutes = kept.dataRoutes;",
    prelude: "const keptDataRoutes = new WeakMap();\n",
  },
];

function serverRoutingPatches(): Plugin {
  const applied = new Set<ServerRoutingPatch>();
  return {
    name: "investar:server-routing-patches",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      const patches = SERVER_ROUTING_PATCHES.filter((patch) => patch.file.test(id));
      if (patches.length === 0) return null;
      let patched = code;
      for (const patch of patches) {
        if (patched.search(patch.find) === -1) this.error(`${id} no longer has what vite.config.ts replaces (else ${patch.why})`);
        patched = (patch.prelude ?? "") + patched.replace(patch.find, patch.replace);
        applied.add(patch);
      }
      return { code: patched, map: null };
    },
    buildEnd() {
      for (const patch of SERVER_ROUTING_PATCHES)
        if (!applied.has(patch)) this.error(`React Router's server code was not bundled as vite.config.ts expects: ${patch.why}`);
    },
  };
}

const ENHANCE_SUFFIX = "?enhance";

/**
 * `import script from "./enhance/x.js?enhance"` gives the page's enhancement script as one minified IIFE string,
 * bundled with what it imports (the shared form helpers, @investar/core's validators): pages served without React
 * inline it with the CSP nonce (ADR 0004), and share code between their scripts without copying it.
 */
function enhancementScripts(): Plugin {
  return {
    name: "investar:enhancement-scripts",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(ENHANCE_SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -ENHANCE_SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${ENHANCE_SUFFIX}` : null;
    },
    async load(id) {
      if (!id.endsWith(ENHANCE_SUFFIX)) return null;
      const input = id.slice(0, -ENHANCE_SUFFIX.length);
      const bundle = await build({ input, write: false, platform: "browser", output: { format: "iife", minify: true } });
      for (const chunk of bundle.output)
        if (chunk.type === "chunk" && chunk.moduleIds) chunk.moduleIds.forEach((file) => this.addWatchFile(file));
      return `export default ${JSON.stringify(bundle.output[0].code)};`;
    },
  };
}

/**
 * The modules every hydrated page runs (React, the router shim, the providers, toasts)
 * in one browser chunk instead of a dozen small ones: each file has its own gzip dictionary and import
 * lists, about 1.5 KiB a page in all (ADR 0018). Only these: the layouts' menus stay with the layouts,
 * and a broader group pulls one page's code into every other page.
 */
const SHELL = new RegExp(
  [
    String.raw`app[\\/]hydrate[\\/](router-shim|page-data)\.`,
    String.raw`app[\\/]components[\\/](providers|toaster|global-spinner|confirm-dialog|modal-dialog|brand-mark)\.`,
    String.raw`app[\\/]lib[\\/](api-error-message|loading-store|toast|flash-notice|client-session|root-data|page-meta)\.`,
    // The header's and footer's lists of pages: every page with the site's layout reads them, each too small for a file of its own.
    String.raw`app[\\/]content[\\/](tours|seo-topics|edition-slugs)\.`,
    String.raw`node_modules[\\/]react[\\/]`,
  ].join("|"),
);

export default defineConfig({
  plugins: [enhancementScripts(), browserWithoutClientRouter(), serverWithPlainLinks(), serverRoutingPatches(), reactRouter()],
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "shell", test: SHELL }],
            },
          },
        },
      },
    },
    ssr: {
      resolve: { noExternal: ["react-router"] },
      build: {
        rollupOptions: { input: "./server/handler.ts" },
      },
    },
  },
  build: { assetsInlineLimit: 0 },
});
