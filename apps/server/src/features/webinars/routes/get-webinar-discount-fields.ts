import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getWebinarDiscountFields } from "../../catalogue/index.ts";
import { isoDate } from "../../catalogue/index.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const getWebinarDiscountFieldsRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/user/GetWebinarDiscountFields",
    {
      config: { access: access.self("query") },
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
      return getWebinarDiscountFields(deps, request.query.userId);
    },
  );
};

export default getWebinarDiscountFieldsRoute;
