import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idParam } from "../parts/id-param.ts";

export const getIntradayActivationDetails = defineEndpoint({
  method: "GET",
  path: "/api/auth/GetIntradayActivationDetails",
  query: z.object({ userId: idParam("userId") }),
  answer: z.object({ isActivated: z.boolean(), activatedAt: z.string().nullable(), email: z.string(), mobile: z.string().nullable() }),
});
