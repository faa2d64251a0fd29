import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listPaymentUsers } from "../services/list-payment-users.ts";
import { isManualPayment, page, pageFields } from "./manual-payment-schemas.ts";

const getUserIdsForManualPayment: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/GetUserIdsForManualPayment",
    {
      config: { access: access.admin },
      ...echoRequestOnError,
      schema: {
        tags: ["payment admin"],
        summary: "Admin: customers with manual payments (card payments with isManualPayment=false), those waiting first; 10 a page",
        security: [{ bearer: [] }],
        querystring: z.object({ isManualPayment, page }),
        response: {
          200: z.object({
            users: z.array(
              z.object({
                userId: z.number().int(),
                name: z.string(),
                email: z.string(),
                pendingCount: z.number().int(),
                paymentCount: z.number().int(),
                lastPaymentAt: z.string(),
              }),
            ),
            ...pageFields,
          }),
        },
      },
    },
    async (request) => {
      return listPaymentUsers(deps, request.query.isManualPayment, request.query.page);
    },
  );
};

export default getUserIdsForManualPayment;
