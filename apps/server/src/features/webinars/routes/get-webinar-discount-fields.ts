import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { getWebinarDiscountFields } from "../../catalogue/index.ts";
import { isoDate } from "../../catalogue/index.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { userRoute } from "./route.ts";

export default userRoute(
  {
    method: "GET",
    path: "/api/user/GetWebinarDiscountFields",
    query: userIdQuery,
    answer: z.object({ discount: z.number().nullable(), discountEndDate: isoDate.nullable(), couponCode: z.string().nullable() }),
  },
  {
    config: { access: access.self("query") },
    summary: "The best webinar discount open to the user today: percent, end date and coupon (all null when none)",
    handler: async (request, { deps }) => {
      return getWebinarDiscountFields(deps, request.query.userId);
    },
  },
);
