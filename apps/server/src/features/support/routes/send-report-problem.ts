import { supportRequestRoute } from "./support-request-route.ts";

export default supportRequestRoute("/api/user/SendReportProblem", "problem", "Report a problem to support");
