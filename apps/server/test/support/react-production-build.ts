import { createRequire } from "node:module";

/**
 * The server tests render pages with React's production build, as the server does (main.ts makes NODE_ENV
 * `production` when it is unset; docs/adr/0032-fast-tests.md#react-production-build). Vitest sets NODE_ENV to `test`,
 * under which React's packages load their development builds: element validation and owner stacks captured for
 * every element, about 4% of a server test worker's CPU. Each package chooses its build when it is first required,
 * so the ones the web build imports are required here once with NODE_ENV `production` (Node keeps them), and the
 * variable is put back for everything else.
 */
const fromWebBuild = createRequire(new URL("../../../web/build/server/index.js", import.meta.url));
const before = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
try {
  for (const id of ["react", "react/jsx-runtime", "react-dom", "react-dom/server", "react-dom/server.node"]) fromWebBuild(id);
} finally {
  process.env.NODE_ENV = before;
}
