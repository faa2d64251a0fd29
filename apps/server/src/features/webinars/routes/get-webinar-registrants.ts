import { z } from "zod";
import { SEAT_SOURCES, minorToUnits } from "@investar/core";
import { access } from "../../../auth/access.ts";
import { listWebinarRegistrants } from "../services/admin/list-webinar-registrants.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { pageQuery } from "./admin-webinar-schemas.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/education/GetWebinarRegistrants",
    query: z.object({ webinarId: idParam("webinarId"), page: pageQuery }),
    answer: z.object({
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
  {
    config: { access: access.admin },
    summary: "Admin: who registered for a webinar, oldest first, 10 a page",
    handler: async (request, { deps }) => {
      const page = await listWebinarRegistrants(deps, request.query.webinarId, request.query.page);
      return {
        ...page,
        registrants: page.registrants.map((r) => ({
          ...r,
          amountPaid: r.amountPaid !== null && r.currency ? minorToUnits(r.amountPaid, r.currency) : null,
        })),
      };
    },
  },
);
