import { packageInUnits } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { listPackages } from "../services/list-packages.ts";
import { packageSchema } from "./pricing-schemas.ts";
import { flag } from "@investar/contract/parts/schema-parts";
import { paymentRoute } from "./route.ts";

export default paymentRoute(
  {
    method: "GET",
    path: "/api/payment/packagelist",
    query: z.object({ isMobile: flag({ error: "isMobile must be true or false." }).default(false) }),
    answer: z.array(packageSchema),
  },
  {
    config: { access: access.anyone, publicCacheMs: 30_000 },
    summary: "Ready-made bundles of the desktop software (default package included), or of the mobile app with isMobile=true",
    handler: async (request, { deps }) => (await listPackages(deps, request.query.isMobile)).map(packageInUnits),
  },
);
