import { packageInUnits } from "@investar/core";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getUserPackage } from "../../catalogue/index.ts";
import { packageSchema } from "../../catalogue/index.ts";

const userPackage: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/userpackage",
    {
      config: { access: access.user },
      schema: {
        tags: ["payment"],
        summary: "The caller's current desktop package (flag Current) at today's list prices, or the default package",
        security: [{ bearer: [] }],
        response: { 200: packageSchema },
      },
    },
    async (request) => {
      const principal = await callerOf(request);
      return packageInUnits(await getUserPackage(deps, principal.userId));
    },
  );
};

export default userPackage;
