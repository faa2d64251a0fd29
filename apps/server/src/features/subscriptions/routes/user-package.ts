import { packageInUnits } from "@investar/core";
import { access } from "../../../auth/access.ts";
import { getUserPackage } from "../../catalogue/index.ts";
import { packageSchema } from "../../catalogue/index.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/payment/userpackage", answer: packageSchema },
  {
    config: { access: access.user },
    summary: "The caller's current desktop package (flag Current) at today's list prices, or the default package",
    handler: async (request, { deps, caller: principal }) => {
      return packageInUnits(await getUserPackage(deps, principal.userId));
    },
  },
);
