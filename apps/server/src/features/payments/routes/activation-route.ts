import { access, callerOf } from "../../../auth/access.ts";
import { activationAnswer, activationQuery } from "@investar/contract/manual-payments/activation";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { activateManualPayment, type ActivationVia } from "../../manual-payments/index.ts";

/**
 * ActivateManualPayment and ActivateManualPaymentForWebinars: POST ?pId, answered in text (docs/business-rules.md#manual-payment-lifecycle).
 * Both "Payment … activated." and "Payment … is already activated." are 200: the payment ends activated
 * either way, and the words say whether this click did it. The header says it for programs.
 */
export function activationRoute(
  via: Extract<ActivationVia, "ActivateManualPayment" | "ActivateManualPaymentForWebinars">,
  summary: string,
): RouteModule {
  return (app, deps) => {
    app.post(
      `/api/payment/${via}`,
      {
        config: { access: access.admin },
        ...echoRequestOnError,
        schema: {
          tags: ["payment admin"],
          summary,
          security: [{ bearer: [] }],
          querystring: activationQuery,
          response: { 200: activationAnswer },
        },
      },
      async (request, reply) => {
        const admin = await callerOf(request);
        const result = await activateManualPayment(deps, admin.userId, request.query.pId, via);
        return reply.header("x-activation-outcome", result.outcome).type("text/plain; charset=utf-8").send(result.message);
      },
    );
  };
}
