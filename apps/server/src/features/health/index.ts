export { checkReadiness } from "./services/check-readiness.ts";
