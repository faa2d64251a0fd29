/**
 * The command line (`npm run cli -- <command>`): module loading is made cheap before the commands' modules load
 * (docs/adr/0067-cheaper-process-starts.md), so each is imported, not named in a static import.
 */
import { speedUpModuleLoading } from "./boot/module-loading.ts";
import { productionByDefault } from "./boot/production-by-default.ts";

productionByDefault();
speedUpModuleLoading();
await import("./run-cli.ts");
