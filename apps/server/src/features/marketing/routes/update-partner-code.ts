import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { updatePartnerCode } from "../services/update-partner-code.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { route } from "./route.ts";

export const PARTNER_CODE_MESSAGE = "Partner code must be 3 to 20 letters or digits.";

export default route(
  {
    method: "GET",
    path: "/api/auth/UpdatePartnerCode",
    query: z.object({
      userId: idParam("userId"),
      partnerCode: z
        .string({ error: PARTNER_CODE_MESSAGE })
        .max(40, PARTNER_CODE_MESSAGE)
        .trim()
        .regex(/^[A-Za-z0-9]{3,20}$/, PARTNER_CODE_MESSAGE),
    }),
    answer: z.object({ partnerCode: z.string() }),
  },
  {
    // A page records this once per sign-up: more than a few an hour is a script, not a customer.
    config: { access: access.self("query"), changesState: true, rateLimit: { max: 10, timeWindow: "1 hour" } },
    summary: "Record the partner code (3–20 letters or digits) the account signed up through",
    handler: async (request, { deps }) => {
      return updatePartnerCode(deps, request.query.userId, request.query.partnerCode);
    },
  },
);
