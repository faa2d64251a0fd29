import { activationRoute } from "../../payments/index.ts";

/** The webinar page's button: the same activation; what is switched on comes from the order's own snapshot. */
export default activationRoute(
  "ActivateManualPaymentForWebinars",
  "Admin: activate a manual payment made for a webinar, exactly once (text answer); same rules as ActivateManualPayment",
);
