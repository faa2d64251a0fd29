import { packageInUnits } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listPackages } from "../services/list-packages.ts";
import { packageSchema } from "./pricing-schemas.ts";
import { flag } from "@investar/contract/parts/schema-parts";

const packageList: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/packagelist",
    {
      config: { access: access.anyone, publicCacheMs: 30_000 },
      schema: {
        tags: ["payment"],
        summary: "Ready-made bundles of the desktop software (default package included), or of the mobile app with isMobile=true",
        querystring: z.object({ isMobile: flag({ error: "isMobile must be true or false." }).default(false) }),
        response: { 200: z.array(packageSchema) },
      },
    },
    async (request) => (await listPackages(deps, request.query.isMobile)).map(packageInUnits),
  );
};

export default packageList;
