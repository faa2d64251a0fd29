import { z } from "zod";
import { requireSelfOrAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getWebinarDiscountFields } from "../../catalogue/index.ts";
import { isoDate } from "../../catalogue/index.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const getWebinarDiscountFieldsRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/user/GetWebinarDiscountFields",
    {
      schema: {
        tags: ["user"],
        summary: "The best webinar discount open to the user today: percent, end date and coupon (all null when none)",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: {
          200: z.object({ discount: z.number().nullable(), discountEndDate: isoDate.nullable(), couponCode: z.string().nullable() }),
        },
      },
    },
    async (request) => {
      await requireSelfOrAdmin(request, request.query.userId);
      return getWebinarDiscountFields(deps, request.query.userId);
    },
  );
};

export default getWebinarDiscountFieldsRoute;
