import { z } from "zod";
import { SEAT_SOURCES, minorToUnits } from "@investar/core";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listWebinarRegistrants } from "../services/admin/list-webinar-registrants.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { pageQuery } from "./admin-webinar-schemas.ts";

const getWebinarRegistrants: RouteModule = (app, deps) => {
  app.get(
    "/api/education/GetWebinarRegistrants",
    {
      config: { access: access.admin },
      schema: {
        tags: ["education"],
        summary: "Admin: who registered for a webinar, oldest first, 10 a page",
        security: [{ bearer: [] }],
        querystring: z.object({ webinarId: idParam("webinarId"), page: pageQuery }),
        response: {
          200: z.object({
            webinarId: z.number().int(),
            title: z.string(),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
            registrants: z.array(
              z.object({
                userId: z.number().int(),
                name: z.string(),
                email: z.string(),
                mobileNo: z.string(),
                source: z.enum(SEAT_SOURCES),
                registeredAt: z.string(),
                amountPaid: z.number().nullable().describe("Currency units"),
                currency: z.enum(["INR", "USD"]).nullable(),
                refundedAt: z.string().nullable(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const page = await listWebinarRegistrants(deps, request.query.webinarId, request.query.page);
      return {
        ...page,
        registrants: page.registrants.map((r) => ({
          ...r,
          amountPaid: r.amountPaid !== null && r.currency ? minorToUnits(r.amountPaid, r.currency) : null,
        })),
      };
    },
  );
};

export default getWebinarRegistrants;
