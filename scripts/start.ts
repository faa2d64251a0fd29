import { ensureWebBuild } from "./web-build.ts";

ensureWebBuild();
await import("../apps/server/src/main.ts");
