import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { listCampaignSignUps } from "../services/list-campaign-sign-ups.ts";
import { acquisitionSchema } from "@investar/contract/parts/schema-parts";
import { adminRoute } from "./route.ts";

const signUp = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  registeredAt: z.string(),
  regSrc: z.string(),
  landingPage: z.string().nullable(),
  landingFlags: z.array(z.string()),
  utmSource: z.string().nullable(),
  acquisition: acquisitionSchema,
  brokerSource: z.string().nullable(),
  isBrokerOpenUser: z.boolean(),
  partnerCode: z.string().nullable(),
  brokerPotentials: z.record(z.string(), z.unknown()).nullable(),
});

export default adminRoute(
  {
    method: "GET",
    path: "/api/admin/CampaignSignUps",
    query: z.object({ page: z.coerce.number({ error: "page must be a whole number." }).int().min(1).max(100_000).default(1) }),
    answer: z.object({ signUps: z.array(signUp), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
  },
  {
    config: { access: access.admin },
    summary:
      "Admin: accounts that came through a landing page, the broker page, a webinar campaign or a partner code, with their source and the broker questionnaire, newest first, 10 a page",
    handler: async (request, { deps }) => {
      return listCampaignSignUps(deps, request.query.page);
    },
  },
);
