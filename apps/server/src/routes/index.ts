import type { RouteModule } from "../http/app-types.ts";
import getHealth from "./health/get-health.ts";

/** Every API endpoint, one module each. */
export const routeModules: RouteModule[] = [getHealth];
