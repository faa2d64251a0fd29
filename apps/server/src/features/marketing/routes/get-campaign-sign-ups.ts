import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listCampaignSignUps } from "../services/list-campaign-sign-ups.ts";
import { acquisitionSchema } from "@investar/contract/parts/schema-parts";

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

const getCampaignSignUps: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/CampaignSignUps",
    {
      config: { access: access.admin },
      schema: {
        tags: ["admin"],
        summary:
          "Admin: accounts that came through a landing page, the broker page, a webinar campaign or a partner code, with their source and the broker questionnaire, newest first, 10 a page",
        security: [{ bearer: [] }],
        querystring: z.object({ page: z.coerce.number({ error: "page must be a whole number." }).int().min(1).max(100_000).default(1) }),
        response: {
          200: z.object({ signUps: z.array(signUp), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
        },
      },
    },
    async (request) => {
      return listCampaignSignUps(deps, request.query.page);
    },
  );
};

export default getCampaignSignUps;
